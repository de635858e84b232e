import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SeatOfferActions } from "@/components/events/seat-offer-actions";
import { timeLeftFa } from "@/components/desk/events/time-left";
import { Link } from "@/components/navigation/link";
import { seatOfferApi } from "@/lib/api/resources/desk-events";
import { visitorServerApi } from "@/render/api";
import { formatJalaliDateTime } from "@/shared/format/date";
import { isSeatOfferToken } from "@/shared/types/desk-events";
import { visitorPage } from "@/render/page-rule";

// Personal (the link is the key): rendered for each visit, never shared or indexed, and the token
// never leaves in a Referer.
export const metadata: Metadata = {
  title: "جای خالی رویداد",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

// The page an SMS link opens: a seat freed at an event, held for someone on its waiting list.
async function SeatOfferPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  // A link that cannot be an offer's is a 404 without asking the API.
  if (!isSeatOfferToken(token)) notFound();
  const offer = await seatOfferApi.view(await visitorServerApi(), token, { page: true });
  const eventLink = (
    <Link
      href={`/events/${offer.event.slug}`}
      className="rounded font-bold text-brand-800 underline underline-offset-4"
    >
      صفحه رویداد «{offer.event.title}»
    </Link>
  );
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 md:px-6">
      <h1 className="text-2xl font-black md:text-3xl">جای خالی در «{offer.event.title}»</h1>
      <p className="text-muted">
        {formatJalaliDateTime(offer.event.starts_at)} · {offer.event.location_title}
      </p>
      {offer.status === "pending" && (
        <section
          aria-labelledby="offer-title"
          className="grid gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5"
        >
          <h2 id="offer-title" className="text-lg font-extrabold">
            {offer.full_name}، یک جا برای شما نگه داشته‌ایم
          </h2>
          <p>
            این جا تا <strong>{formatJalaliDateTime(offer.expires_at)}</strong> ({timeLeftFa(offer.expires_at)} دیگر)
            برای شماست؛ پس از آن به نفر بعدی فهرست انتظار می‌رسد.
          </p>
          <SeatOfferActions token={token} />
        </section>
      )}
      {offer.status === "accepted" && (
        <section
          aria-labelledby="offer-title"
          role="status"
          className="grid gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5"
        >
          <h2 id="offer-title" className="text-lg font-extrabold">
            جای شما در رویداد قطعی شد
          </h2>
          <p>
            کد پیگیری ثبت‌نام شما:{" "}
            <strong dir="ltr" className="font-mono">
              {offer.tracking_code}
            </strong>
          </p>
          <p>
            وضعیت را در{" "}
            <Link href="/track" className="rounded font-bold text-brand-800 underline underline-offset-4">
              پیگیری درخواست
            </Link>{" "}
            ببینید. {eventLink}
          </p>
        </section>
      )}
      {(offer.status === "expired" || offer.status === "declined") && (
        <section
          aria-labelledby="offer-title"
          className="grid gap-3 rounded-2xl border border-stone-300 bg-stone-50 p-5"
        >
          <h2 id="offer-title" className="text-lg font-extrabold">
            {offer.status === "expired" ? "مهلت این پیشنهاد تمام شده است" : "این پیشنهاد را نپذیرفتید"}
          </h2>
          <p>جای خالی به نفر بعدی فهرست انتظار رسید. اگر جای دیگری آزاد شود، در صفحه رویداد می‌بینید: {eventLink}</p>
        </section>
      )}
    </div>
  );
}

export default visitorPage(SeatOfferPage);
