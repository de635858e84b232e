// GET /api/v1/event/ics?slug=: the event as an .ics file for "add to calendar".
import { serverEnv } from "@/server/env";
import { eventDetailResponse } from "@/server/events/http";
import { eventCalendar } from "@/server/events/ics";
import { publicDetail } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { slugQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const params = new URL(request.url).searchParams;
    const url = new URL(request.url);
    url.search = "";
    url.searchParams.set("slug", parseQuery(slugQuery, params).slug);
    url.searchParams.set("expand", "eventTimes");
    const event = await eventDetailResponse(new Request(url), "slug", { countsAsView: false });
    // A header carries Latin-1 only: the slug goes in plain for ASCII clients and encoded beside it.
    const ascii = event!.slug.replace(/[^A-Za-z0-9._-]/g, "_");
    return new Response(eventCalendar(event!, serverEnv().SITE_URL), {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${ascii}.ics"; filename*=UTF-8''${encodeURIComponent(event!.slug)}.ics`,
        "Cache-Control": "no-store",
      },
    });
  },
  { cache: publicDetail("event") },
);
