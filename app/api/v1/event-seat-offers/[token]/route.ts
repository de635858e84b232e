// GET /api/v1/event-seat-offers/{token}: the seat an SMS link holds (public; the token is the
// key). Personal, so never cached; 404 for an unknown link. Rate limited per address.
import { clientNetwork } from "@/server/http/client-address";
import { getDb } from "@/server/db/client";
import { viewOffer } from "@/server/events/seat-offers";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { enforce } from "@/server/rate-limit";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ token: string }> };

export const GET = apiHandler(
  async (request: Request, { params }: Context) => {
    await enforce(`seat-offer-view:${clientNetwork(request)}`, 60, 600);
    return Response.json(await viewOffer(await getDb(), (await params).token), {
      headers: { "Cache-Control": "private, no-store" },
    });
  },
  { cache: notShared },
);
