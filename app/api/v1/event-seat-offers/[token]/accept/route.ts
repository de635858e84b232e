// POST /api/v1/event-seat-offers/{token}/accept: the person on the waiting list takes the held
// seat (again: the same answer). After the hold: 410 with a Persian message. Rate limited.
import { clientNetwork } from "@/server/http/client-address";
import { getDb } from "@/server/db/client";
import { acceptOffer } from "@/server/events/seat-offers";
import { apiHandler } from "@/server/http/handler";
import { enforce } from "@/server/rate-limit";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ token: string }> };

export const POST = apiHandler(async (request: Request, { params }: Context) => {
  await enforce(`seat-offer:${clientNetwork(request)}`, 30, 3600);
  return Response.json(await acceptOffer(await getDb(), (await params).token), {
    headers: { "Cache-Control": "no-store" },
  });
});
