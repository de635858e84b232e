import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { RequestPage } from "@/components/layout/request-page";
import { SidePanel } from "@/components/layout/side-panel";
import { ReservationForm } from "@/components/reservation/reservation-form";
import { reservationApi, type ReservationChoices } from "@/lib/api/resources/reservation";
import { loadSiteInfo } from "@/render/site-info";
import { publicServerApi } from "@/render/api";
import type { ApiClient } from "@/lib/api/client";
import { param, type RawSearchParams } from "@/lib/catalog/search-params";
import { toLatinDigits, toPersianDigits } from "@/shared/format/digits";
import { pageMetadata } from "@/lib/seo";
import { site } from "@/shared/site";
import { tehranToday } from "@/shared/format/date";
import { sharedPage } from "@/render/page-rule";

export const metadata: Metadata = pageMetadata({
  title: "رزرو فضای کار",
  description:
    "درخواست رزرو میز آزاد، میز اختصاصی، اتاق تیمی، سالن جلسه یا سالن رویداد در شعبه‌های آوینوکس کرمان؛ پلن مناسب را انتخاب کنید تا همکاران ما با شما تماس بگیرند.",
  path: "/reservation",
});

const STEPS = [
  ["درخواست", "نوع خدمت، فضا و پلن را انتخاب و درخواست را ثبت می‌کنید؛ کد پیگیری برایتان پیامک می‌شود."],
  ["بررسی", "تیم اعتبارسنجی آوینوکس درخواست و ظرفیت فضا را بررسی می‌کند."],
  ["تماس", "پس از تایید، تیم ارتباط با شما تماس می‌گیرد تا نتیجه را اعلام و جزئیات نهایی و پرداخت را هماهنگ کند."],
] as const;

/** The plan a `?location_plan_id=` link names, with everything needed to show it chosen. */
async function preselection(
  client: ApiClient,
  raw: string | undefined,
): Promise<Pick<ReservationChoices, "locations" | "plans" | "selected"> | undefined> {
  const id = Number(toLatinDigits(raw ?? "").trim());
  if (!Number.isInteger(id) || id <= 0 || id > 999_999_999) return undefined;
  try {
    const plan = await reservationApi.plan(client, id);
    if (!plan.location) return undefined;
    const branch = plan.location.branch_id;
    const [locations, plans] = await Promise.all([
      reservationApi.locations(client, branch),
      reservationApi.plans(client, plan.location_id, plan.service_id),
    ]);
    return {
      locations: locations.items,
      plans: plans.items,
      selected: { service: plan.service_id, branch, location_id: plan.location_id, location_plan_id: plan.id },
    };
  } catch {
    // A stale or mistyped link: the form simply starts with nothing chosen.
    return undefined;
  }
}

async function ReservationPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const client = publicServerApi();
  const [services, branches, preselected, settings] = await Promise.all([
    reservationApi.services(client, { page: true }),
    reservationApi.branches(client, { page: true }),
    preselection(client, param(params, "location_plan_id")),
    // The phone the desk keeps (/admin/content/site); the brand's own when the settings cannot be read.
    loadSiteInfo().catch(() => undefined),
  ]);
  const phone = settings?.contact?.phone ?? site.contact.phone;
  const choices: ReservationChoices = {
    services: services.items,
    branches: branches.items,
    locations: [],
    plans: [],
    ...preselected,
  };

  return (
    <RequestPage
      trail={[{ href: "/workspaces", label: "فضاهای کار" }]}
      path="/reservation"
      title="رزرو فضای کار"
      lead="میز آزاد، میز اختصاصی، اتاق تیمی، سالن جلسه یا سالن رویداد: پلن مناسب را انتخاب کنید و درخواست رزرو بفرستید."
      formTitle="فرم درخواست رزرو"
      aside={
        <SidePanel id="steps-title" title="رزرو چطور انجام می‌شود؟" sticky first={false}>
          <ol className="mt-4 grid gap-4">
            {STEPS.map(([title, text], i) => (
              <li key={title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {toPersianDigits(i + 1)}
                </span>
                <p className="text-sm leading-7">
                  <strong>{title}: </strong>
                  {text}
                </p>
              </li>
            ))}
          </ol>
          <p className="mt-5 border-t border-brand-100 pt-4 text-sm leading-7">
            پرسشی دارید؟ با{" "}
            <a href={`tel:${phone.replace(/-/g, "")}`} dir="ltr" className="font-bold text-brand-800">
              {toPersianDigits(phone)}
            </a>{" "}
            تماس بگیرید یا{" "}
            <Link href="/workspaces" className="font-bold text-brand-800 underline underline-offset-4">
              پلن‌ها و فضاها را مقایسه کنید
            </Link>
            .
          </p>
        </SidePanel>
      }
    >
      <ReservationForm choices={choices} today={tehranToday()} />
    </RequestPage>
  );
}

export default sharedPage(ReservationPage);
