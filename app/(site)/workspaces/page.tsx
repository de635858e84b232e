import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Link } from "@/components/navigation/link";
import { EmptyState } from "@/components/catalog/empty-state";
import { labelOptions, slugOptions } from "@/components/catalog/filter-options";
import { ListToolbar } from "@/components/catalog/list-toolbar";
import { PageHeading } from "@/components/catalog/page-heading";
import { Pagination } from "@/components/catalog/pagination";
import { ResultCount } from "@/components/catalog/result-count";
import { BranchCard } from "@/components/workspaces/branch-card";
import { BranchMap } from "@/components/workspaces/branch-map";
import { LocationCard } from "@/components/workspaces/location-card";
import { PlanCard } from "@/components/workspaces/plan-card";
import { ServiceCard } from "@/components/workspaces/service-card";
import { PERIOD_LABELS } from "@/components/workspaces/workspace-format";
import { movedBranchSlug, workspacesApi } from "@/lib/api/resources/workspaces";
import { redirectToCurrentParam } from "@/lib/canonical-slug";
import { publicServerApi } from "@/render/api";
import type { Branch, Location, LocationPlan } from "@/shared/types/workspaces";
import { hrefWith, pageParam, param, type RawSearchParams } from "@/lib/catalog/search-params";
import { isFiltered } from "@/lib/catalog/list-query";
import { apiSort, sortOptions } from "@/lib/catalog/sort";
import { pageMetadata } from "@/lib/seo";
import { TitledSection } from "@/components/ui/titled-section";
import { sharedPage } from "@/render/page-rule";

export const metadata: Metadata = pageMetadata({
  title: "فضاهای کار",
  description:
    "میز آزاد، میز اختصاصی، اتاق تیمی، سالن جلسه و سالن رویداد آوینوکس در کرمان؛ قیمت ساعتی، روزانه و ماهانه هر فضا و درخواست رزرو آنلاین.",
  path: "/workspaces",
});

const SORTS = sortOptions(["cheapest", "most-expensive"]);

type LocationGroup = { location: Location; plans: LocationPlan[] };
type BranchGroup = { branch: Branch; locations: LocationGroup[] };

/** Each space by its id, with its branch. */
function placesOf(branches: Branch[]) {
  const places = new Map<number, { branch: Branch; location: Location }>();
  for (const branch of branches)
    for (const location of branch.locations ?? []) places.set(location.id, { branch, location });
  return places;
}

/** Plans under their branch and space, in the order of the plan list (branch, space and plan
 *  order). Without filters, spaces with no plan are listed too. */
function groupPlans(branches: Branch[], plans: LocationPlan[], includeEmpty: boolean): BranchGroup[] {
  const groups = new Map<number, BranchGroup>();
  const places = placesOf(branches);
  const groupOf = (branch: Branch) => {
    let group = groups.get(branch.id);
    if (!group) groups.set(branch.id, (group = { branch, locations: [] }));
    return group;
  };
  for (const plan of plans) {
    const place = places.get(plan.location_id);
    if (!place) continue;
    const group = groupOf(place.branch);
    let entry = group.locations.find((l) => l.location.id === place.location.id);
    if (!entry) group.locations.push((entry = { location: place.location, plans: [] }));
    entry.plans.push(plan);
  }
  if (includeEmpty) {
    for (const branch of branches) {
      const group = groupOf(branch);
      for (const location of branch.locations ?? []) {
        if (!group.locations.some((l) => l.location.id === location.id)) group.locations.push({ location, plans: [] });
      }
    }
  }
  return [...groups.values()];
}

/** A branch under its name, with its address and hours, then what is given (its spaces). */
function BranchSection({ branch, children }: { branch: Branch; children?: ReactNode }) {
  return (
    <TitledSection
      headingId={`branch-${branch.id}`}
      title={branch.name}
      level={3}
      headingClassName="mb-4 text-2xl font-black"
      className="rounded-3xl border border-brand-100 p-4 md:p-6"
    >
      <BranchCard branch={branch} />
      {children}
    </TitledSection>
  );
}

async function WorkspacesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const q = param(params, "q");
  const service = param(params, "service");
  const branch = param(params, "branch");
  const period = param(params, "period");
  const sort = param(params, "sort");
  const client = publicServerApi();
  const [services, branches, plans, map] = await Promise.all([
    workspacesApi.services(client, { "per-page": 50 }, { page: true }),
    workspacesApi.branches(client, { "per-page": 50, expand: "locations" }, { page: true }),
    workspacesApi.plans(
      client,
      { q, service, branch, period, sort: apiSort(SORTS, sort), page: pageParam(params), "per-page": 50 },
      { page: true },
    ),
    // The map is an extra: if the check fails, show addresses and directions instead.
    workspacesApi.mapStatus(client).catch(() => ({ available: false })),
  ]);
  // A branch's shared link with a slug it no longer has (?branch=old) moves to its current slug for good (308).
  redirectToCurrentParam("/workspaces", params, "branch", await movedBranchSlug(client, branch, branches.items));

  const filters = [
    {
      name: "service",
      label: "نوع خدمت",
      allLabel: "همه خدمات",
      value: service,
      options: services.items.map((s) => ({ value: s.slug, label: s.title })),
    },
    { name: "branch", label: "شعبه", allLabel: "همه شعبه‌ها", value: branch, options: slugOptions(branches.items) },
    { name: "period", label: "دوره", allLabel: "همه دوره‌ها", value: period, options: labelOptions(PERIOD_LABELS) },
  ];
  const filtered = isFiltered(q, filters);
  const servicesById = new Map(services.items.map((s) => [s.id, s]));
  const sorted = Boolean(apiSort(SORTS, sort));
  const places = placesOf(branches.items);
  const groups = groupPlans(branches.items, plans.items, !filtered);

  return (
    <>
      <PageHeading
        crumbs={[{ href: "/workspaces", label: "فضاهای کار" }]}
        title="فضاهای کار"
        lead="از یک ساعت کار روی میز آزاد تا اتاق دربسته برای تیمتان؛ در دو شعبه آوینوکس در کرمان، با اینترنت پرسرعت، قهوه و جامعه‌ای از استارتاپ‌ها."
      >
        <Link
          href="/reservation"
          className="mt-5 inline-flex rounded-xl bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-800"
        >
          درخواست رزرو فضای کار
        </Link>
      </PageHeading>

      <div className="mx-auto max-w-7xl px-4 py-8 md:px-6">
        <TitledSection headingId="services-title" title="خدمات فضای کار" headingClassName="text-xl font-extrabold">
          <ul className="mt-4 grid gap-4 md:grid-cols-3 lg:grid-cols-5">
            {services.items.map((s) => (
              <li key={s.id}>
                <ServiceCard
                  service={s}
                  current={service === s.slug}
                  href={`${hrefWith("/workspaces", params, { service: s.slug })}#plans`}
                />
              </li>
            ))}
          </ul>
        </TitledSection>

        <TitledSection
          headingId="plans-title"
          title="شعبه‌ها، فضاها و پلن‌ها"
          headingClassName="text-xl font-extrabold"
          id="plans"
          className="mt-12 scroll-mt-32"
        >
          <div className="mt-4">
            <ListToolbar
              key={JSON.stringify(params)}
              path="/workspaces"
              searchLabel="جستجو در فضاها و پلن‌ها"
              query={q}
              filters={filters}
              sort={{ options: SORTS, value: sort }}
            />
          </div>
          <div className="mt-6">
            <ResultCount total={plans.total} noun="پلن" />
          </div>

          {plans.items.length === 0 && filtered ? (
            <div className="mt-4">
              <EmptyState
                title="پلنی با این مشخصات پیدا نشد"
                description="عبارت جستجو یا فیلترها را تغییر دهید، یا همه فضاها را ببینید."
                resetHref="/workspaces#plans"
              />
            </div>
          ) : groups.length === 0 ? (
            <div className="mt-4">
              <EmptyState
                title="هنوز فضایی برای رزرو ثبت نشده است"
                description="به‌زودی فضاهای کار آوینوکس را اینجا معرفی می‌کنیم."
              />
            </div>
          ) : sorted ? (
            // Sorted by price: one list across branches, so the order is the price order.
            <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {plans.items.map((plan) => {
                const place = places.get(plan.location_id);
                return (
                  <li key={plan.id} className="render-when-near [--near-height:18rem]">
                    <PlanCard
                      plan={plan}
                      service={servicesById.get(plan.service_id)}
                      place={place ? `${place.location.name}، ${place.branch.name}` : ""}
                      showPlace
                      headingLevel={3}
                    />
                  </li>
                );
              })}
            </ul>
          ) : (
            <div className="mt-6 grid gap-12">
              {groups.map(({ branch: b, locations }) => (
                <BranchSection key={b.id} branch={b}>
                  <div className="mt-6 grid gap-6">
                    {locations.map(({ location, plans: locationPlans }) => (
                      <LocationCard key={location.id} location={location}>
                        {locationPlans.length > 0 ? (
                          <ul
                            aria-label={`پلن‌های ${location.name}`}
                            className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-4"
                          >
                            {locationPlans.map((plan) => (
                              <li key={plan.id}>
                                <PlanCard
                                  plan={plan}
                                  service={servicesById.get(plan.service_id)}
                                  place={`${location.name}، ${b.name}`}
                                />
                              </li>
                            ))}
                          </ul>
                        ) : (
                          <p className="mt-4 text-sm text-muted">
                            برای این فضا فعلاً پلنی ثبت نشده است؛ برای رزرو با شعبه تماس بگیرید.
                          </p>
                        )}
                      </LocationCard>
                    ))}
                  </div>
                </BranchSection>
              ))}
            </div>
          )}
          <Pagination path="/workspaces" params={params} page={plans.page} pageCount={plans.pageCount} />
        </TitledSection>

        {sorted && branches.items.length > 0 && (
          // The price-sorted list names each plan's branch; the branches themselves are here.
          <TitledSection
            headingId="branches-title"
            title="شعبه‌های آوینوکس"
            headingClassName="text-xl font-extrabold"
            className="mt-12"
          >
            <div className="mt-4 grid gap-6">
              {branches.items.map((b) => (
                <BranchSection key={b.id} branch={b} />
              ))}
            </div>
          </TitledSection>
        )}

        {branches.items.length > 0 && (
          <TitledSection
            headingId="map-title"
            title={map.available ? "نقشه شعبه‌ها" : "نشانی و مسیریابی شعبه‌ها"}
            headingClassName="text-xl font-extrabold"
            className="mt-12"
          >
            <div className="mt-4">
              <BranchMap branches={branches.items} available={map.available} />
            </div>
          </TitledSection>
        )}

        <TitledSection
          headingId="reserve-title"
          title="رزرو فضای کار"
          headingClassName="text-xl font-extrabold"
          className="mt-12 rounded-3xl bg-brand-900 p-6 text-white md:p-8"
        >
          <p className="mt-3 max-w-3xl leading-8 text-brand-50">
            ثبت درخواست به معنای رزرو قطعی نیست: تیم اعتبارسنجی آوینوکس درخواست شما را بررسی می‌کند و پس از تأیید، تیم
            ارتباط با شما تماس می‌گیرد تا نتیجه و جزئیات نهایی را هماهنگ کند.
          </p>
          <Link
            href="/reservation"
            className="mt-5 inline-flex rounded-xl bg-white px-5 py-3 font-bold text-brand-900 hover:bg-brand-50"
          >
            ثبت درخواست رزرو
          </Link>
        </TitledSection>
      </div>
    </>
  );
}

export default sharedPage(WorkspacesPage);
