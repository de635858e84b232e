import type { Metadata } from "next";
import { DetailSection } from "@/components/catalog/detail-page";
import { Link } from "@/components/navigation/link";
import { Fact } from "@/components/ui/fact";
import { Picture } from "@/components/ui/picture";
import { contentEventPath, contentEventsPath, deskContentApi } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { formatJalaliDate, formatJalaliDateTime, formatTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش رویداد", robots: { index: false, follow: false } };

const EXPAND = "eventTimes,eventTimes.user,eventTimes.eventPresenter,tags,organizerInfo,sponsors";

// An event as its page will show it, whatever its state (a draft too): the preview API's answer
// in the public API's shape, laid out simply. Never indexed (the desk's pages are not).
export default async function ContentEventPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentEventsPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const event = await deskContentApi.previewEvent(await authServerApi(), id, EXPAND, { page: true });
  return (
    <article className="grid max-w-4xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <p className="font-bold">پیش‌نمایش: صفحه رویداد با این محتوا چنین دیده می‌شود.</p>
        <Link href={contentEventPath(id)} className="rounded font-bold underline underline-offset-4">
          بازگشت به ویرایش
        </Link>
      </div>
      <header className="grid gap-3">
        <p className="text-sm font-bold text-brand-700">{event.category}</p>
        <h1 className="text-2xl leading-snug font-black wrap-anywhere md:text-3xl">{event.title}</h1>
        <p className="text-lg leading-8 text-muted">{event.summary}</p>
        {event.tags && event.tags.length > 0 && (
          <ul aria-label="برچسب‌ها" className="flex flex-wrap gap-2">
            {event.tags.map((tag) => (
              <li
                key={tag.id}
                className="rounded-full border border-brand-200 px-3 py-1 text-sm font-bold text-brand-800"
              >
                #{tag.name}
              </li>
            ))}
          </ul>
        )}
      </header>
      <Picture
        src={event.cover}
        alt={`تصویر رویداد ${event.title}`}
        width={800}
        height={450}
        priority
        className="aspect-[16/9] w-full rounded-2xl"
      />
      <dl className="grid gap-4 rounded-2xl bg-surface p-5 sm:grid-cols-2">
        <Fact label="زمان">
          {formatJalaliDateTime(event.starts_at)} تا {formatJalaliDateTime(event.ends_at)}
        </Fact>
        <Fact label="مکان" more={<dd className="mt-1 text-sm leading-6 text-muted">{event.address}</dd>}>
          {event.location_title}
        </Fact>
        <Fact label="هزینه شرکت" look="price">
          {formatToman(event.price, { freeLabel: true })}
        </Fact>
        <Fact label="ظرفیت">{toPersianDigits(event.capacity)} نفر</Fact>
        {event.organizerInfo && (
          <Fact label="برگزارکننده" className="mt-1 flex items-center gap-2 font-bold">
            <Picture src={event.organizerInfo.logo} alt="" width={32} height={32} className="size-8 rounded-lg" />
            {event.organizerInfo.name}
          </Fact>
        )}
        {event.online_url && (
          <Fact label="برگزاری آنلاین" look="plain">
            <span dir="ltr" className="wrap-anywhere">
              {event.online_url}
            </span>
          </Fact>
        )}
      </dl>
      <DetailSection id="about" title="درباره رویداد" className="" text={event.description} />
      {event.eventTimes && event.eventTimes.length > 0 && (
        <DetailSection id="schedule" title="برنامه رویداد" className="">
          <ol className="mt-4 grid gap-3">
            {event.eventTimes.map((time) => (
              <li key={time.id} className="rounded-2xl border border-brand-100 bg-white p-4">
                <p className="text-sm font-bold text-brand-700">
                  {formatJalaliDate(time.starts_at)}، {formatTime(time.starts_at)} تا {formatTime(time.ends_at)}
                </p>
                <h3 className="mt-1 font-bold">{time.title}</h3>
                {time.eventPresenter ? (
                  <p className="mt-1 text-sm text-muted">ارائه‌دهنده: {time.eventPresenter.name}</p>
                ) : (
                  time.user && <p className="mt-1 text-sm text-muted">میزبان: {time.user.name}</p>
                )}
              </li>
            ))}
          </ol>
        </DetailSection>
      )}
      {event.sponsors && event.sponsors.length > 0 && (
        <DetailSection id="sponsors" title="حامیان" className="">
          <ul className="mt-4 flex flex-wrap gap-4">
            {event.sponsors.map((sponsor) => (
              <li
                key={sponsor.id}
                className="flex items-center gap-3 rounded-2xl border border-brand-100 bg-white p-3 pe-5"
              >
                <Picture src={sponsor.logo} alt="" width={48} height={48} className="size-12 rounded-xl" />
                <div>
                  <p className="font-bold">{sponsor.name}</p>
                  <p className="text-xs text-muted">{sponsor.level}</p>
                </div>
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
    </article>
  );
}
