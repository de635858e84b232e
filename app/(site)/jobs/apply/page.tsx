import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { RequestPage } from "@/components/layout/request-page";
import { SidePanel } from "@/components/layout/side-panel";
import { CareerApplicationForm, type CareerUnitChoice } from "@/components/jobs/career-application-form";
import { applicationsApi } from "@/lib/api/resources/applications";
import { movedUnitSlug } from "@/lib/api/resources/jobs";
import { redirectToCurrentParam } from "@/lib/canonical-slug";
import { publicServerApi } from "@/render/api";
import { param, type RawSearchParams } from "@/lib/catalog/search-params";
import { pageMetadata } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";

export const metadata: Metadata = pageMetadata({
  title: "درخواست همکاری عمومی",
  description:
    "موقعیت مناسب خود را در فهرست فرصت‌های شغلی آوینوکس پیدا نکردید؟ رزومه خود را برای تیم فنی، بازاریابی و رشد یا عملیات بفرستید.",
  path: "/jobs/apply",
});

async function CareerApplyPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const [units, params] = await Promise.all([
    applicationsApi.careerUnits(publicServerApi(), { page: true }),
    searchParams,
  ]);
  const choices: CareerUnitChoice[] = units.map((u) => ({
    id: u.id,
    name: u.name,
    positions: (u.jobPositions ?? []).map((p) => ({ id: p.id, title: p.title })),
  }));
  // ?unit= takes a unit's slug or id (the jobs list filters by slug).
  const wanted = param(params, "unit");
  // A renamed unit's shared link (?unit=old) moves to its current slug for good (308).
  redirectToCurrentParam("/jobs/apply", params, "unit", await movedUnitSlug(publicServerApi(), wanted, units));
  const initialUnit = units.find((u) => u.slug === wanted || String(u.id) === wanted)?.id;
  return (
    <RequestPage
      trail={[{ href: "/jobs", label: "فرصت‌های شغلی" }]}
      path="/jobs/apply"
      title="درخواست همکاری عمومی"
      lead="اگر موقعیت مناسب خود را در فهرست پیدا نکردید، واحد مورد علاقه‌تان را انتخاب کنید و رزومه بفرستید؛ با باز شدن موقعیت مناسب با شما تماس می‌گیریم."
      formTitle="فرم درخواست همکاری"
      aside={
        <SidePanel id="units-title" title="واحدهای آوینوکس">
          <ul className="mt-4 grid gap-4 text-sm">
            {units.map((u) => (
              <li key={u.id}>
                <p className="font-bold">{u.name}</p>
                <p className="mt-1 leading-7 text-muted">{u.description}</p>
                {u.positions_count > 0 && (
                  <Link
                    href={`/jobs?unit=${u.slug}`}
                    className="mt-1 inline-block font-bold text-brand-700 underline underline-offset-4"
                  >
                    موقعیت‌های باز {u.name}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </SidePanel>
      }
    >
      <CareerApplicationForm units={choices} initialUnit={initialUnit} />
    </RequestPage>
  );
}

export default sharedPage(CareerApplyPage);
