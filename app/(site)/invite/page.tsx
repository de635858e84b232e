import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { Suspense } from "react";
import { PageHeading } from "@/components/catalog/page-heading";
import { InviteReferral } from "@/components/account/invite-referral";
import { INVITE_POINTS } from "@/shared/club";
import { formatNumberFa } from "@/shared/format/number";
import { pageMetadata } from "@/lib/seo";
import { TitledSection } from "@/components/ui/titled-section";
import { sharedPage } from "@/render/page-rule";

export const metadata: Metadata = pageMetadata({
  title: "دعوت به آوینوکس",
  description:
    "دوستتان شما را به آوینوکس، کافه نوآوری، فضای کار اشتراکی و شتاب‌دهنده کرمان دعوت کرده است؛ با شماره موبایل در چند ثانیه عضو شوید.",
  path: "/invite",
});

const BENEFITS = [
  {
    title: "فضای کار اشتراکی",
    text: "میز آزاد، میز اختصاصی و اتاق جلسه در ساختمان نوآوری آوینوکس، با اینترنت پرسرعت و قهوه.",
    href: "/workspaces",
  },
  {
    title: "رویدادها و کارگاه‌ها",
    text: "میت‌آپ، کارگاه آموزشی و دمو دی؛ جایی برای یاد گرفتن و آشنا شدن با جامعه استارتاپی کرمان.",
    href: "/events",
  },
  {
    title: "منتورها و شتاب‌دهی",
    text: "جلسه مشاوره با منتورهای باتجربه و مسیر شتاب‌دهی برای ایده‌ها و تیم‌های نوپا.",
    href: "/mentors",
  },
];

function InvitePage() {
  return (
    <>
      <PageHeading
        crumbs={[{ href: "/invite", label: "دعوت به آوینوکس" }]}
        title="به آوینوکس دعوت شده‌اید"
        lead="یکی از دوستانتان شما را به جامعه آوینوکس، کافه نوآوری، فضای کار اشتراکی و شتاب‌دهنده کرمان دعوت کرده است."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:px-6">
        <TitledSection
          headingId="join-title"
          title="عضویت در چند ثانیه"
          headingClassName="text-xl font-extrabold"
          className="grid gap-4 rounded-2xl border border-brand-200 bg-brand-50/60 p-6 md:p-8"
        >
          <p className="max-w-3xl leading-8 text-muted">
            با شماره موبایل خود ثبت‌نام کنید؛ کد تایید پیامک می‌شود و حسابتان ساخته می‌شود. دوستتان برای دعوت شما{" "}
            {formatNumberFa(INVITE_POINTS)} امتیاز باشگاه می‌گیرد و شما هم می‌توانید با پیوند دعوت خودتان دوستان دیگری
            را بیاورید.
          </p>
          <Suspense
            fallback={
              <Link
                href="/auth"
                className="inline-flex justify-self-start rounded-xl bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800"
              >
                ثبت‌نام در آوینوکس
              </Link>
            }
          >
            <InviteReferral />
          </Suspense>
        </TitledSection>

        <TitledSection
          headingId="benefits-title"
          title="در آوینوکس چه خبر است؟"
          headingClassName="text-xl font-extrabold"
          className="grid gap-4"
        >
          <ul className="grid gap-4 md:grid-cols-3">
            {BENEFITS.map((item) => (
              <li key={item.href} className="rounded-2xl border border-brand-100 p-5">
                <h3 className="font-extrabold">{item.title}</h3>
                <p className="mt-2 leading-7 text-muted">{item.text}</p>
                <Link
                  href={item.href}
                  className="mt-3 inline-block text-sm font-bold text-brand-800 underline underline-offset-4"
                >
                  بیشتر ببینید
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>

        <p className="leading-7 text-muted">
          عضو که شدید، در{" "}
          <Link href="/club" className="font-bold text-brand-800 underline underline-offset-4">
            باشگاه آوینوکس
          </Link>{" "}
          با دعوت دوستان و شرکت در رویدادها امتیاز بگیرید.
        </p>
      </div>
    </>
  );
}

export default sharedPage(InvitePage);
