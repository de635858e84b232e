// One event's detail, as its public page shows it and as the desk's preview shows a draft of it
// (app/(site)/events/[slug] and app/(desk)/admin/content/events/[id]/preview): its heading, the
// facts beside it, the programme, presenters, sponsors and gallery. What only a visitor does
// (register, add to the calendar, share) and the search engines' Event data are left out of the preview.
import { DetailCover, Chip, Chips, DetailPage, DetailSection } from "@/components/catalog/detail-page";
import { GalleryFigure, ListSection } from "@/components/catalog/list-section";
import { EventRegistration } from "@/components/events/event-registration";
import { PanelShare, SidePanel } from "@/components/layout/side-panel";
import { Fact } from "@/components/ui/fact";
import { Picture } from "@/components/ui/picture";
import { eventsApi } from "@/lib/api/resources/events";
import type { EventDetail } from "@/shared/types/events";
import { formatJalaliDate, formatJalaliDateTime, formatTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";
import { absoluteUrl } from "@/render/site-url";

/** The expansions the detail shows (the `expand` its API call asks for). */
export const EVENT_DETAIL_EXPAND =
  "sponsors,eventTimes,eventTimes.user,eventTimes.eventPresenter,tags,organizerInfo,upcomingEventTime,isFull,galleryFiles";

function eventJsonLd(event: EventDetail) {
  const online = Boolean(event.online_url);
  return {
    "@type": "Event",
    name: event.title,
    description: event.summary,
    startDate: event.starts_at,
    endDate: event.ends_at,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    image: [absoluteUrl(event.cover)],
    url: absoluteUrl(`/events/${event.slug}`),
    location: online
      ? { "@type": "VirtualLocation", url: event.online_url }
      : {
          "@type": "Place",
          name: event.location_title,
          address: {
            "@type": "PostalAddress",
            streetAddress: event.address,
            addressLocality: "کرمان",
            addressCountry: "IR",
          },
          ...(event.lat && event.lng
            ? { geo: { "@type": "GeoCoordinates", latitude: event.lat, longitude: event.lng } }
            : {}),
        },
    organizer: event.organizerInfo
      ? { "@type": "Organization", name: event.organizerInfo.name, url: event.organizerInfo.website ?? undefined }
      : undefined,
    performer: (event.eventTimes ?? [])
      .map((t) => t.eventPresenter)
      .filter((p, i, all): p is NonNullable<typeof p> => Boolean(p) && all.findIndex((q) => q?.id === p!.id) === i)
      .map((p) => ({ "@type": "Person", name: p.name })),
    offers: {
      "@type": "Offer",
      price: event.price,
      priceCurrency: "IRR",
      availability: event.isFull ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      url: absoluteUrl(`/events/${event.slug}`),
      validFrom: event.created_at,
    },
    maximumAttendeeCapacity: event.capacity,
    remainingAttendeeCapacity: event.remaining_capacity,
  };
}

type Props = {
  event: EventDetail;
  /** The desk's preview: the event as its page shows it, without what only a visitor does there. */
  preview?: boolean;
};

export function EventDetailView({ event, preview = false }: Props) {
  const past = event.is_past;
  const full = event.isFull ?? event.remaining_capacity === 0;
  const filled = Math.min(100, Math.round((event.attendees_count / Math.max(1, event.capacity)) * 100));
  const presenters = (event.eventTimes ?? [])
    .map((t) => t.eventPresenter)
    .filter((p, i, all): p is NonNullable<typeof p> => Boolean(p) && all.findIndex((q) => q?.id === p!.id) === i);
  const directions =
    event.lat && event.lng ? `https://www.google.com/maps/dir/?api=1&destination=${event.lat},${event.lng}` : undefined;

  const path = `/events/${event.slug}`;

  return (
    <DetailPage
      jsonLd={preview ? undefined : eventJsonLd(event)}
      list={{ href: "/events", label: "رویدادها" }}
      path={path}
      title={event.title}
      lead={event.summary}
      chips={
        <Chips>
          <Chip>{event.category}</Chip>
          {event.tags?.map((tag) => (
            <Chip key={tag.id} look="outline" href={`/events?tag=${tag.slug}`}>
              #{tag.name}
            </Chip>
          ))}
        </Chips>
      }
      panel={
        <SidePanel
          label="خلاصه رویداد"
          sticky
          bordered
          after={preview ? undefined : <PanelShare title={event.title} path={path} />}
        >
          <dl className="grid gap-4">
            <Fact label="زمان">{formatJalaliDateTime(event.starts_at)}</Fact>
            <Fact
              label="مکان"
              more={
                <>
                  <dd className="mt-1 text-sm leading-6 text-muted">{event.address}</dd>
                  {directions && (
                    <dd className="mt-2">
                      <a
                        href={directions}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-sm font-bold text-brand-700 underline underline-offset-4"
                      >
                        مسیریابی تا محل رویداد
                      </a>
                    </dd>
                  )}
                </>
              }
            >
              {event.location_title}
            </Fact>
            <Fact label="هزینه شرکت" look="price">
              {formatToman(event.price, { freeLabel: true })}
            </Fact>
            <Fact
              label="ظرفیت"
              more={
                <dd className="mt-2">
                  <div
                    role="progressbar"
                    aria-label="ظرفیت پرشده"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={filled}
                    aria-valuetext={`${toPersianDigits(filled)} درصد`}
                    className="h-2 overflow-hidden rounded-full bg-brand-100"
                  >
                    <div
                      className={`h-full rounded-full ${event.isFull ? "bg-amber-500" : "bg-brand-600"}`}
                      style={{ width: `${filled}%` }}
                    />
                  </div>
                </dd>
              }
            >
              {event.isFull
                ? "ظرفیت تکمیل شده است"
                : `${toPersianDigits(event.remaining_capacity)} جای خالی از ${toPersianDigits(event.capacity)} نفر`}
            </Fact>
            {event.organizerInfo && (
              <Fact label="برگزارکننده" className="mt-1 flex items-center gap-2 font-bold">
                <Picture src={event.organizerInfo.logo} alt="" width={32} height={32} className="size-8 rounded-lg" />
                {event.organizerInfo.name}
              </Fact>
            )}
          </dl>
          {past ? (
            <p className="mt-5 rounded-xl bg-brand-50 p-3 text-sm leading-6 text-brand-900">
              این رویداد برگزار شده است. رویدادهای پیش رو را از دست ندهید.
            </p>
          ) : preview ? null : (
            <>
              <a
                href="#register"
                className="mt-5 flex justify-center rounded-xl bg-brand-700 px-4 py-2.5 font-bold text-white hover:bg-brand-800"
              >
                {full ? "ثبت در فهرست انتظار" : "ثبت‌نام در رویداد"}
              </a>
              <a
                href={eventsApi.calendarUrl(event.slug)}
                className="mt-3 flex justify-center rounded-xl border border-brand-300 bg-white px-4 py-2.5 font-bold text-brand-800 hover:bg-brand-50"
                download
              >
                افزودن به تقویم
              </a>
            </>
          )}
        </SidePanel>
      }
    >
      <DetailCover src={event.cover} alt={event.cover_alt ?? `تصویر رویداد ${event.title}`} />

      <DetailSection id="about" title="درباره رویداد" className="mt-8" text={event.description} />

      {!past && !preview && (
        <EventRegistration eventId={event.id} title={event.title} price={event.price} isFull={full} />
      )}

      <ListSection
        id="schedule"
        title="برنامه رویداد"
        items={event.eventTimes}
        as="ol"
        list="mt-4 grid gap-3"
        keyOf={(time) => time.id}
        itemClassName="rounded-2xl border border-brand-100 p-4"
      >
        {(time) => (
          <>
            <p className="text-sm font-bold text-brand-700">
              {formatJalaliDate(time.starts_at)}، {formatTime(time.starts_at)} تا {formatTime(time.ends_at)}
            </p>
            <h3 className="mt-1 font-bold">{time.title}</h3>
            {(time.eventPresenter || time.user) && (
              <p className="mt-1 text-sm text-muted">
                {time.eventPresenter
                  ? `ارائه‌دهنده: ${time.eventPresenter.name}، ${time.eventPresenter.title}`
                  : `میزبان: ${time.user!.name}`}
              </p>
            )}
          </>
        )}
      </ListSection>

      <ListSection
        id="presenters"
        title="ارائه‌دهندگان"
        items={presenters}
        list="mt-4 grid gap-4 md:grid-cols-2"
        keyOf={(p) => p.id}
        itemClassName="flex gap-4 rounded-2xl border border-brand-100 p-4"
      >
        {(p) => (
          <>
            <Picture src={p.avatar} alt="" width={64} height={64} className="size-16 shrink-0 rounded-full" />
            <div>
              <h3 className="font-bold">{p.name}</h3>
              <p className="text-sm text-brand-700">{p.title}</p>
              <p className="mt-1 text-sm leading-6 text-muted">{p.bio}</p>
            </div>
          </>
        )}
      </ListSection>

      <ListSection
        id="sponsors"
        title="حامیان"
        items={event.sponsors}
        list="mt-4 flex flex-wrap gap-4"
        keyOf={(s) => s.id}
        itemClassName="flex items-center gap-3 rounded-2xl border border-brand-100 p-3 pe-5"
      >
        {(s) => (
          <>
            <Picture src={s.logo} alt="" width={48} height={48} className="size-12 rounded-xl" />
            <div>
              <p className="font-bold">{s.name}</p>
              <p className="text-xs text-muted">{s.level}</p>
            </div>
          </>
        )}
      </ListSection>

      {/* The caption says what the picture shows; an alt repeating it would be read twice. */}
      <ListSection
        id="gallery"
        title="گالری تصاویر"
        items={event.galleryFiles}
        list="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4"
        keyOf={(g) => g.id}
      >
        {(g) => <GalleryFigure image={g.image} alt="" caption={g.caption} captionClassName="mt-1 text-xs text-muted" />}
      </ListSection>
    </DetailPage>
  );
}
