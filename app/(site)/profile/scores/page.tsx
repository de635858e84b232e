import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { ClubLevels, PointsLevelCard } from "@/components/account/points-level";
import { accountApi } from "@/lib/api/resources/account";
import { POINT_RULES } from "@/shared/club";
import { authServerApi } from "@/render/api";
import { requireIdentity } from "@/render/auth";
import { formatJalaliDate } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { formatNumberFa } from "@/shared/format/number";
import { pageMetadata } from "@/lib/seo";
import { TitledSection } from "@/components/ui/titled-section";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = pageMetadata({
  title: "امتیازها و باشگاه",
  description: "امتیازهای باشگاه آوینوکس، سطح شما و راه‌های گرفتن امتیاز بیشتر.",
  path: "/profile/scores",
  noindex: true,
});

async function ScoresPage() {
  await requireIdentity("/profile/scores");
  const summary = await accountApi.points(await authServerApi(), { page: true });
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-black">امتیازها و باشگاه</h1>
        <p className="mt-2 leading-7 text-muted">
          با دعوت از دوستان و شرکت در رویدادها امتیاز بگیرید و سطح خود را در{" "}
          <Link href="/club" className="font-bold text-brand-800 underline underline-offset-4">
            باشگاه آوینوکس
          </Link>{" "}
          بالا ببرید.
        </p>
      </div>
      <PointsLevelCard summary={summary} />

      <TitledSection
        headingId="ledger-title"
        title="گردش امتیاز"
        headingClassName="text-lg font-extrabold"
        className="grid gap-3"
      >
        {summary.entries.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-brand-200 px-6 py-8 text-center leading-7 text-muted">
            هنوز امتیازی نگرفته‌اید. اولین امتیازتان را با{" "}
            <Link
              href="/profile/invite-complete-info"
              className="font-bold text-brand-800 underline underline-offset-4"
            >
              دعوت از یک دوست
            </Link>{" "}
            بگیرید.
          </p>
        ) : (
          <div className="overflow-x-auto rounded-2xl border border-brand-100">
            <table className="w-full min-w-[32rem] text-start text-sm">
              <caption className="sr-only">امتیازهای شما، تازه‌ترین در بالا</caption>
              <thead className="bg-brand-50 text-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 text-start font-bold">
                    تاریخ
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-bold">
                    علت
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-bold">
                    شرح
                  </th>
                  <th scope="col" className="px-4 py-3 text-end font-bold">
                    امتیاز
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.entries.map((entry) => (
                  <tr key={entry.id} className="border-t border-brand-100">
                    <td className="px-4 py-3 whitespace-nowrap">{formatJalaliDate(entry.created_at)}</td>
                    <td className="px-4 py-3 font-bold">{entry.reason_label}</td>
                    <td className="px-4 py-3 text-muted">{toPersianDigits(entry.description)}</td>
                    <td
                      className={`px-4 py-3 text-end font-black whitespace-nowrap ${entry.points < 0 ? "text-red-700" : "text-brand-700"}`}
                    >
                      <bdi>
                        {entry.points > 0 ? "+" : entry.points < 0 ? "−" : ""}
                        {formatNumberFa(Math.abs(entry.points))}
                      </bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </TitledSection>

      <TitledSection
        headingId="earn-title"
        title="راه‌های گرفتن امتیاز"
        headingClassName="text-lg font-extrabold"
        className="grid gap-3"
      >
        <ul className="grid gap-3 sm:grid-cols-2">
          {POINT_RULES.map((rule) => (
            <li key={rule.reason} className="rounded-2xl border border-brand-100 p-4">
              <p className="flex items-baseline justify-between gap-3">
                <span className="font-bold">{rule.title}</span>
                <span className="shrink-0 font-black text-brand-700">{formatNumberFa(rule.points)} امتیاز</span>
              </p>
              <p className="mt-1 text-sm leading-6 text-muted">{rule.description}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection
        headingId="levels-title"
        title="سطح‌های باشگاه"
        headingClassName="text-lg font-extrabold"
        className="grid gap-3"
      >
        <ClubLevels current={summary.level.key} />
      </TitledSection>
    </div>
  );
}

export default visitorPage(ScoresPage);
