import type { Metadata } from "next";
import { EventCounts } from "@/components/desk/events/event-counts";
import { hasEnded } from "@/components/desk/events/time-left";
import { Link } from "@/components/navigation/link";
import { deskEventPath, deskEventsApi } from "@/lib/api/resources/desk-events";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { formatJalaliDateTime } from "@/shared/format/date";
import { formatNumberFa } from "@/shared/format/number";
import { canReview } from "@/shared/staff";
import type { DeskEventItem } from "@/shared/types/desk-events";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "رویدادها" };

/** Reviewers of event registrations and admins (the API checks again). */
const mayRunEvents = (me: Parameters<typeof canReview>[0]) => canReview(me, "event-attendance");

function EventCard({ event }: { event: DeskEventItem }) {
  return (
    <li className="grid gap-3 rounded-2xl border border-brand-100 bg-white p-4 md:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-extrabold">
          <Link
            href={deskEventPath(event.id)}
            className="rounded text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            {event.title}
          </Link>
        </h3>
        <p className="text-sm text-muted">
          {formatJalaliDateTime(event.starts_at)} · {event.location_title}
        </p>
      </div>
      <EventCounts event={event} />
    </li>
  );
}

// The events the desk runs: upcoming first (soonest first), then the past ones, each with its seats.
async function DeskEventsPage() {
  await requireStaff("/admin/events", mayRunEvents);
  const items = await deskEventsApi.events(await authServerApi(), { page: true });
  const upcoming = items.filter((e) => !hasEnded(e.ends_at));
  const past = items.filter((e) => hasEnded(e.ends_at));
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-black">رویدادها</h1>
        <p className="text-sm text-muted">{formatNumberFa(upcoming.length)} رویداد پیش رو</p>
      </div>
      <section aria-labelledby="upcoming-title" className="grid gap-3">
        <h2 id="upcoming-title" className="text-lg font-extrabold">
          پیش رو
        </h2>
        {upcoming.length ? (
          <ul className="grid gap-3">
            {upcoming.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </ul>
        ) : (
          <p className="text-muted">رویداد پیش رویی نیست.</p>
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="past-title" className="grid gap-3">
          <h2 id="past-title" className="text-lg font-extrabold">
            گذشته
          </h2>
          <ul className="grid gap-3">
            {past.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export default visitorPage(DeskEventsPage);
