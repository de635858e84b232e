// GET /magazine: temporary redirect (307) to the external magazine (MAGAZINE_URL).
import { serverEnv } from "@/lib/env";

export const dynamic = "force-dynamic";

export function GET(): Response {
  return new Response(null, { status: 307, headers: { Location: serverEnv().MAGAZINE_URL, "Cache-Control": "no-store" } });
}

export const HEAD = GET;
