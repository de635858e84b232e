import type { Metadata } from "next";
import { ContentList, ContentListRow, type ContentListKind } from "@/components/desk/content/content-list";
import { periodLabel } from "@/components/workspaces/workspace-format";
import { Link } from "@/components/navigation/link";
import { deskCalendarPath } from "@/lib/api/resources/desk-calendar";
import { FilterSelect } from "@/components/desk/filter-select";
import {
  contentPlanPath,
  contentPlansPath,
  contentSpacesApi,
  contentSpacesPath,
} from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { formatNumberFa } from "@/shared/format/number";
import { loadContentList } from "../content-list-data";
import { idParam } from "../id-param";
import { planList, planStateCounts } from "../status-counts";

export const metadata: Metadata = { title: "پلن‌ها و قیمت‌ها در محتوا" };

const PLANS: ContentListKind = {
  path: contentPlansPath,
  words: { plural: "پلن‌ها و قیمت‌ها", one: "پلن", newItem: "پلن تازه", all: "همه پلن‌ها", none: "پلنی اینجا نیست" },
  searchPlaceholder: "عنوان، فضا، شعبه یا نوع خدمت",
};

// The content desk's workspace plans: every plan whatever its state, the last edited first, in the
// desk's shared list, narrowed to one space when the URL names it (a space's page links so): each
// with its space and branch, service, price a period and capacity (and a word when its space is
// off the site, which takes the plan off with it).
export default async function ContentPlansPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const raw = await searchParams;
  const locationId = idParam(raw, "location_id");
  const { data, items } = await loadContentList(raw, PLANS.path, planList(locationId), planStateCounts(locationId));
  const spaces = (await contentSpacesApi.list(await authServerApi(), { "per-page": 100 }, { page: true })).items;
  const space = spaces.find((s) => s.id === locationId);
  // The space the list is narrowed to stays in the state, search and paging links.
  const kept = {
    ...data,
    query: { ...data.query, params: { ...data.query.params, location_id: space ? String(space.id) : undefined } },
  };
  return (
    <ContentList
      kind={PLANS}
      data={kept}
      filters={
        <FilterSelect
          id="plan-space"
          name="location_id"
          label="فضا"
          allLabel="همه فضاها"
          value={space ? String(space.id) : undefined}
          options={Object.fromEntries(spaces.map((s) => [s.id, `${s.name}، ${s.branch.name}`]))}
        />
      }
      aside={
        <span className="flex flex-wrap gap-4">
          <Link href={contentSpacesPath} className="rounded font-bold text-brand-800 underline underline-offset-4">
            فضاها
          </Link>
          <Link href={deskCalendarPath} className="rounded font-bold text-brand-800 underline underline-offset-4">
            تقویم رزرو
          </Link>
        </span>
      }
    >
      {items.map((plan) => (
        <ContentListRow key={plan.id} item={plan} href={contentPlanPath(plan.id)}>
          <p className="text-sm leading-6 text-muted">
            {plan.location.name}، {plan.location.branch_name} · {plan.service.title}
            {!plan.location.is_public && <strong className="text-amber-800"> · فضا یا شعبه آن در سایت نیست</strong>}
          </p>
          <p className="text-sm text-muted">
            {formatNumberFa(plan.price_toman)} تومان {periodLabel(plan.period)} · ظرفیت {toPersianDigits(plan.capacity)}{" "}
            نفر · آخرین تغییر: {formatJalaliDateTime(plan.updated_at)}
          </p>
        </ContentListRow>
      ))}
    </ContentList>
  );
}
