import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AttendeeActions } from "@/components/desk/events/attendee-actions";
import { EventCounts } from "@/components/desk/events/event-counts";
import { timeLeftFa } from "@/components/desk/events/time-left";
import { DeskSection } from "@/components/desk/desk-section";
import { Link } from "@/components/navigation/link";
import { StatusBadge } from "@/components/requests/status-badge";
import { deskRequestPath } from "@/lib/api/resources/desk";
import { deskEventsApi } from "@/lib/api/resources/desk-events";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { formatJalaliDateTime, formatTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { formatNumberFa } from "@/shared/format/number";
import { canReview } from "@/shared/staff";
import type { DeskAttendee } from "@/shared/types/desk-events";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "شرکت‌کنندگان رویداد" };

function Offer({ attendee }: { attendee: DeskAttendee }) {
  const { offer } = attendee;
  if (!offer) return <p className="text-sm text-muted">هنوز جایی پیشنهاد نشده است.</p>;
  return (
    <p className="text-sm">
      <span className="font-bold">پیشنهاد جای خالی: {offer.status_label}</span>
      {offer.status === "pending" && (
        <span>
          {" "}
          · {timeLeftFa(offer.expires_at)} مانده (تا {formatTime(offer.expires_at)})
        </span>
      )}
    </p>
  );
}

function AttendeeRow({
  eventId,
  attendee,
  seated,
  place,
}: {
  eventId: number;
  attendee: DeskAttendee;
  seated: boolean;
  place: number;
}) {
  return (
    <li className="grid gap-3 rounded-xl border border-brand-100 p-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:p-4">
      <div className="grid gap-1">
        <p className="flex flex-wrap items-center gap-2">
          {!seated && <span className="text-sm font-bold text-muted">نفر {formatNumberFa(place)}</span>}
          <Link
            href={deskRequestPath(attendee.id)}
            className="rounded text-lg font-extrabold text-brand-800 underline underline-offset-4"
          >
            {attendee.full_name}
          </Link>
          <StatusBadge status={attendee.status} label={attendee.status_label} />
        </p>
        <p className="text-sm text-muted">
          <span dir="ltr">{toPersianDigits(attendee.mobile)}</span> · کد پیگیری{" "}
          <span dir="ltr">{attendee.tracking_code}</span> · ثبت {formatJalaliDateTime(attendee.registered_at, "short")}
        </p>
        {seated && attendee.checked_in_at && (
          <p className="text-sm font-bold text-brand-800">وارد شد: {formatTime(attendee.checked_in_at)}</p>
        )}
        {!seated && <Offer attendee={attendee} />}
      </div>
      <AttendeeActions eventId={eventId} attendee={attendee} seated={seated} />
    </li>
  );
}

// One event at the door: search by name or mobile, check people in with one tap, cancel a
// registration (its seat goes to the waiting list by SMS), and the waiting list with its offers.
async function DeskEventPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ q?: string | string[] }>;
}) {
  const { id: rawId } = await params;
  await requireStaff(`/admin/events/${rawId}`, (me) => canReview(me, "event-attendance"));
  if (!/^\d{1,9}$/.test(rawId)) notFound();
  const id = Number(rawId);
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;
  const { event, seated, waiting } = await deskEventsApi.attendees(await authServerApi(), id, q, { page: true });
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Link
          href="/admin/events"
          className="justify-self-start rounded text-sm font-bold text-brand-800 underline underline-offset-4"
        >
          همه رویدادها
        </Link>
        <h1 className="text-2xl font-black">{event.title}</h1>
        <p className="text-muted">
          {formatJalaliDateTime(event.starts_at)} · {event.location_title}
        </p>
      </div>
      <EventCounts event={event} />
      <form method="get" role="search" aria-label="جست‌وجوی شرکت‌کنندگان" className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 basis-56 gap-1">
          <label htmlFor="attendee-q" className="font-bold">
            نام، موبایل یا کد پیگیری
          </label>
          <input
            id="attendee-q"
            name="q"
            type="search"
            defaultValue={q}
            autoComplete="off"
            enterKeyHint="search"
            className="min-h-12 w-full rounded-xl border border-brand-300 bg-white px-4 text-base focus:border-brand-700"
          />
        </div>
        <button type="submit" className="min-h-12 rounded-xl bg-brand-700 px-5 font-bold text-white hover:bg-brand-800">
          جست‌وجو
        </button>
        {q && (
          <Link
            href={`/admin/events/${id}`}
            className="flex min-h-12 items-center rounded-xl px-3 font-bold text-brand-800 underline underline-offset-4"
          >
            همه شرکت‌کنندگان
          </Link>
        )}
      </form>
      <DeskSection id="seated" title={`شرکت‌کنندگان (${formatNumberFa(seated.length)})`}>
        {seated.length ? (
          <ul className="grid gap-3">
            {seated.map((attendee, index) => (
              <AttendeeRow key={attendee.id} eventId={id} attendee={attendee} seated place={index + 1} />
            ))}
          </ul>
        ) : (
          <p className="text-muted">{q ? "کسی با این جست‌وجو پیدا نشد." : "هنوز کسی در سایت ثبت‌نام نکرده است."}</p>
        )}
      </DeskSection>
      <DeskSection id="waiting" title={`فهرست انتظار (${formatNumberFa(waiting.length)})`}>
        {waiting.length ? (
          <ol className="grid gap-3">
            {waiting.map((attendee, index) => (
              <AttendeeRow key={attendee.id} eventId={id} attendee={attendee} seated={false} place={index + 1} />
            ))}
          </ol>
        ) : (
          <p className="text-muted">{q ? "کسی با این جست‌وجو در فهرست انتظار نیست." : "فهرست انتظار خالی است."}</p>
        )}
      </DeskSection>
    </div>
  );
}

export default visitorPage(DeskEventPage);
