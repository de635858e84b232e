// GET /api/v1/event/best-organizer: the organizer who has run the most events.
import { getDb } from "@/server/db/client";
import { bestOrganizer } from "@/server/events/queries";
import { notFound } from "@/server/http/errors";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async () => {
    const organizer = await bestOrganizer(await getDb());
    if (!organizer) throw notFound("هنوز برگزارکننده‌ای ثبت نشده است.");
    return organizer;
  },
  { cache: publicList("event") },
);
