import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { cache } from "react";
import { PageHeading } from "@/components/catalog/page-heading";
import { EventRegistration } from "@/components/events/event-registration";
import { ShareLinks } from "@/components/share/share-links";
import { JsonLd } from "@/components/seo/json-ld";
import { Picture } from "@/components/ui/picture";
import { eventsApi } from "@/lib/api/resources/events";
import { publicServerApi } from "@/lib/api/server";
import type { EventDetail } from "@/shared/types/events";
import { formatJalaliDate, formatJalaliDateTime, formatTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";
import { pageParam } from "@/lib/route-params";
import { excerpt, pageMetadata } from "@/lib/seo";
import { absoluteUrl } from "@/lib/site-url";

const EXPAND = "sponsors,eventTimes,eventTimes.user,eventTimes.eventPresenter,tags,organizerInfo,upcomingEventTime,isFull,galleryFiles";

type Props = { params: Promise<{ slug: string }> };

// One API call per request, shared by the metadata and the page (and one counted view).
const loadEvent = cache((slug: string) => eventsApi.bySlug(publicServerApi(), slug, EXPAND, { page: true }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await loadEvent(pageParam((await params).slug));
  return pageMetadata({ title: event.title, description: excerpt(event.summary), path: `/events/${event.slug}`, image: event.cover, type: "article" });
}

function eventJsonLd(event: EventDetail) {
  const online = Boolean(event.online_url);
  return {
    "@type": "Event",
    name: event.title,
    description: event.summary,
    startDate: event.starts_at,
    endDate: event.ends_at,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: online ? "https://schema.org/OnlineEventAttendanceMode" : "https://schema.org/OfflineEventAttendanceMode",
    image: [absoluteUrl(event.cover)],
    url: absoluteUrl(`/events/${event.slug}`),
    location: online
      ? { "@type": "VirtualLocation", url: event.online_url }
      : {
          "@type": "Place",
          name: event.location_title,
          address: { "@type": "PostalAddress", streetAddress: event.address, addressLocality: "کرمان", addressCountry: "IR" },
          ...(event.lat && event.lng ? { geo: { "@type": "GeoCoordinates", latitude: event.lat, longitude: event.lng } } : {}),
        },
    organizer: event.organizerInfo ? { "@type": "Organization", name: event.organizerInfo.name, url: event.organizerInfo.website ?? undefined } : undefined,
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

export default async function EventPage({ params }: Props) {
  const event = await loadEvent(pageParam((await params).slug));
  const past = event.is_past;
  const full = event.isFull ?? event.remaining_capacity === 0;
  const filled = Math.min(100, Math.round((event.attendees_count / Math.max(1, event.capacity)) * 100));
  const presenters = (event.eventTimes ?? []).map((t) => t.eventPresenter).filter((p, i, all): p is NonNullable<typeof p> => Boolean(p) && all.findIndex((q) => q?.id === p!.id) === i);
  const directions = event.lat && event.lng ? `https://www.google.com/maps/dir/?api=1&destination=${event.lat},${event.lng}` : undefined;

  return (
    <>
      <JsonLd data={eventJsonLd(event)} />
      <PageHeading
        crumbs={[
          { href: "/events", label: "رویدادها" },
          { href: `/events/${event.slug}`, label: event.title },
        ]}
        title={event.title}
        lead={event.summary}
      >
        <ul className="mt-4 flex flex-wrap gap-2">
          <li className="rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800">{event.category}</li>
          {event.tags?.map((tag) => (
            <li key={tag.id}>
              <Link href={`/events?tag=${tag.slug}`} className="block rounded-full border border-brand-200 bg-white px-3 py-1 text-sm text-brand-800 hover:bg-brand-50">
                #{tag.name}
              </Link>
            </li>
          ))}
        </ul>
      </PageHeading>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 md:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <Picture src={event.cover} alt={`تصویر رویداد ${event.title}`} width={600} height={340} priority className="aspect-[16/9] w-full rounded-2xl" />

          <section aria-labelledby="about-title" className="mt-8">
            <h2 id="about-title" className="text-xl font-extrabold">
              درباره رویداد
            </h2>
            {event.description.split("\n").map((paragraph, i) => (
              <p key={i} className="mt-3 leading-8 text-ink">
                {paragraph}
              </p>
            ))}
          </section>

          {!past && <EventRegistration eventId={event.id} title={event.title} price={event.price} isFull={full} />}

          {event.eventTimes && event.eventTimes.length > 0 && (
            <section aria-labelledby="schedule-title" className="mt-10">
              <h2 id="schedule-title" className="text-xl font-extrabold">
                برنامه رویداد
              </h2>
              <ol className="mt-4 grid gap-3">
                {event.eventTimes.map((time) => (
                  <li key={time.id} className="rounded-2xl border border-brand-100 p-4">
                    <p className="text-sm font-bold text-brand-700">
                      {formatJalaliDate(time.starts_at)}، {formatTime(time.starts_at)} تا {formatTime(time.ends_at)}
                    </p>
                    <h3 className="mt-1 font-bold">{time.title}</h3>
                    {(time.eventPresenter || time.user) && (
                      <p className="mt-1 text-sm text-muted">{time.eventPresenter ? `ارائه‌دهنده: ${time.eventPresenter.name}، ${time.eventPresenter.title}` : `میزبان: ${time.user!.name}`}</p>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          )}

          {presenters.length > 0 && (
            <section aria-labelledby="presenters-title" className="mt-10">
              <h2 id="presenters-title" className="text-xl font-extrabold">
                ارائه‌دهندگان
              </h2>
              <ul className="mt-4 grid gap-4 md:grid-cols-2">
                {presenters.map((p) => (
                  <li key={p.id} className="flex gap-4 rounded-2xl border border-brand-100 p-4">
                    <Picture src={p.avatar} alt="" width={64} height={64} className="size-16 shrink-0 rounded-full" />
                    <div>
                      <h3 className="font-bold">{p.name}</h3>
                      <p className="text-sm text-brand-700">{p.title}</p>
                      <p className="mt-1 text-sm leading-6 text-muted">{p.bio}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {event.sponsors && event.sponsors.length > 0 && (
            <section aria-labelledby="sponsors-title" className="mt-10">
              <h2 id="sponsors-title" className="text-xl font-extrabold">
                حامیان
              </h2>
              <ul className="mt-4 flex flex-wrap gap-4">
                {event.sponsors.map((s) => (
                  <li key={s.id} className="flex items-center gap-3 rounded-2xl border border-brand-100 p-3 pe-5">
                    <Picture src={s.logo} alt="" width={48} height={48} className="size-12 rounded-xl" />
                    <div>
                      <p className="font-bold">{s.name}</p>
                      <p className="text-xs text-muted">{s.level}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {event.galleryFiles && event.galleryFiles.length > 0 && (
            <section aria-labelledby="gallery-title" className="mt-10">
              <h2 id="gallery-title" className="text-xl font-extrabold">
                گالری تصاویر
              </h2>
              <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
                {event.galleryFiles.map((g) => (
                  <li key={g.id}>
                    <figure>
                      {/* The caption says what the picture shows; an alt repeating it would be read twice. */}
                      <Picture src={g.image} alt="" width={600} height={340} className="aspect-[4/3] w-full rounded-xl" />
                      <figcaption className="mt-1 text-xs text-muted">{g.caption}</figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside aria-label="خلاصه رویداد" className="order-first lg:sticky lg:top-32 lg:order-last lg:self-start">
          <div className="rounded-2xl border border-brand-100 bg-surface p-5">
            <dl className="grid gap-4">
              <div>
                <dt className="text-sm text-muted">زمان</dt>
                <dd className="mt-1 font-bold">{formatJalaliDateTime(event.starts_at)}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">مکان</dt>
                <dd className="mt-1 font-bold">{event.location_title}</dd>
                <dd className="mt-1 text-sm leading-6 text-muted">{event.address}</dd>
                {directions && (
                  <dd className="mt-2">
                    <a href={directions} target="_blank" rel="noopener noreferrer" className="text-sm font-bold text-brand-700 underline underline-offset-4">
                      مسیریابی تا محل رویداد
                    </a>
                  </dd>
                )}
              </div>
              <div>
                <dt className="text-sm text-muted">هزینه شرکت</dt>
                <dd className="mt-1 font-bold text-brand-800">{formatToman(event.price, { freeLabel: true })}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">ظرفیت</dt>
                <dd className="mt-1 font-bold">{event.isFull ? "ظرفیت تکمیل شده است" : `${toPersianDigits(event.remaining_capacity)} جای خالی از ${toPersianDigits(event.capacity)} نفر`}</dd>
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
                    <div className={`h-full rounded-full ${event.isFull ? "bg-amber-500" : "bg-brand-600"}`} style={{ width: `${filled}%` }} />
                  </div>
                </dd>
              </div>
              {event.organizerInfo && (
                <div>
                  <dt className="text-sm text-muted">برگزارکننده</dt>
                  <dd className="mt-1 flex items-center gap-2 font-bold">
                    <Picture src={event.organizerInfo.logo} alt="" width={32} height={32} className="size-8 rounded-lg" />
                    {event.organizerInfo.name}
                  </dd>
                </div>
              )}
            </dl>
            {past ? (
              <p className="mt-5 rounded-xl bg-brand-50 p-3 text-sm leading-6 text-brand-900">این رویداد برگزار شده است. رویدادهای پیش رو را از دست ندهید.</p>
            ) : (
              <>
                <a href="#register" className="mt-5 flex justify-center rounded-xl bg-brand-700 px-4 py-2.5 font-bold text-white hover:bg-brand-800">
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
          </div>
          <div className="mt-4">
            <ShareLinks title={event.title} url={absoluteUrl(`/events/${event.slug}`)} />
          </div>
        </aside>
      </div>
    </>
  );
}
