import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { PageHeading } from "@/components/catalog/page-heading";
import { PointsCta } from "@/components/account/points-cta";
import { ClubLevels } from "@/components/account/points-level";
import { POINT_RULES } from "@/shared/club";
import { formatNumberFa } from "@/shared/format/number";
import { pageMetadata } from "@/lib/seo";
import { TitledSection } from "@/components/ui/titled-section";
import { sharedPage } from "@/render/page-rule";

export const metadata: Metadata = pageMetadata({
  title: "باشگاه آوینوکس",
  description:
    "باشگاه اعضای آوینوکس: با دعوت از دوستان و شرکت در رویدادها امتیاز بگیرید و از سطح برنزی به نقره‌ای و طلایی برسید.",
  path: "/club",
});

function ClubPage() {
  return (
    <>
      <PageHeading
        crumbs={[{ href: "/club", label: "باشگاه آوینوکس" }]}
        title="باشگاه آوینوکس"
        lead="هر کاری که در جامعه آوینوکس می‌کنید امتیاز دارد: دوستانتان را دعوت کنید، در رویدادها شرکت کنید و سطح خود را بالا ببرید."
      >
        <div className="mt-6">
          <PointsCta />
        </div>
      </PageHeading>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:px-6">
        <TitledSection
          headingId="earn-title"
          title="راه‌های گرفتن امتیاز"
          headingClassName="text-xl font-extrabold"
          className="grid gap-4"
        >
          <ul className="grid gap-4 md:grid-cols-2">
            {POINT_RULES.map((rule) => (
              <li key={rule.reason} className="flex items-start gap-4 rounded-2xl border border-brand-100 p-5">
                <span className="shrink-0 rounded-xl bg-brand-700 px-3 py-2 text-lg font-black text-white">
                  +{formatNumberFa(rule.points)}
                </span>
                <div>
                  <h3 className="font-extrabold">{rule.title}</h3>
                  <p className="mt-1 leading-7 text-muted">{rule.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </TitledSection>

        <TitledSection
          headingId="levels-title"
          title="سطح‌های باشگاه"
          headingClassName="text-xl font-extrabold"
          className="grid gap-4"
        >
          <p className="max-w-3xl leading-8 text-muted">
            سطح شما با مجموع امتیازهایتان تعیین می‌شود: همه اعضا از سطح برنزی شروع می‌کنند، با {formatNumberFa(200)}{" "}
            امتیاز نقره‌ای و با {formatNumberFa(500)} امتیاز طلایی می‌شوند.
          </p>
          <ClubLevels />
        </TitledSection>

        <TitledSection
          headingId="start-title"
          title="از کجا شروع کنم؟"
          headingClassName="text-xl font-extrabold"
          className="grid gap-3 rounded-2xl border border-brand-200 bg-brand-50/60 p-6"
        >
          <p className="leading-8 text-muted">
            وارد حساب خود شوید، پیوند دعوت شخصی‌تان را از صفحه{" "}
            <Link
              href="/profile/invite-complete-info"
              className="font-bold text-brand-800 underline underline-offset-4"
            >
              دعوت از دوستان
            </Link>{" "}
            بردارید و برای دوستانتان بفرستید، یا در{" "}
            <Link href="/events" className="font-bold text-brand-800 underline underline-offset-4">
              رویدادهای پیش رو
            </Link>{" "}
            ثبت‌نام کنید.
          </p>
          <div>
            <PointsCta />
          </div>
        </TitledSection>
      </div>
    </>
  );
}

export default sharedPage(ClubPage);
