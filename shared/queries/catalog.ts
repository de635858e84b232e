// The queries of the public catalog's reads (SPEC §7), one schema per route: what the API reads off
// the URL and what the site's list pages may write into it. `page`, `per-page` (pageQuery), `expand`
// and `fields` are read by every list the same way (server/http/pagination.ts, expand.ts).
import { z } from "zod";
import { flag, oneOf, optionalText, pageQuery, text, textOrEmpty, trimmed, wholeNumber } from "./query";

/** What every catalog list reads besides its own filters: the search, the sort and the page. */
export const catalogListQuery = z.object({ q: text, sort: text, ...pageQuery.shape });

/** /event/index: the search, tag, month (Jalali YYYY-MM), category, upcoming or past, and sort. */
export const eventListQuery = z.object({
  q: text,
  tag: text,
  month: text,
  category: text,
  when: oneOf(["upcoming", "past"]),
  sort: text,
});

/** /job/job-list: the search, unit (slug or id), type, city and sort. */
export const jobListQuery = z.object({ q: text, unit: text, type: text, city: text, sort: text });

/** /freelancer/index: the search, category (slug), available=1, city and sort. */
export const freelancerListQuery = z.object({ q: text, category: text, available: flag, city: text, sort: text });

/** /business, /businesses/index: the search, category, stage and sort. */
export const businessListQuery = z.object({ q: text, category: trimmed, stage: trimmed, sort: text });

/** /mentor/index: the search, category and sort. */
export const mentorListQuery = z.object({ q: text, category: text, sort: text });

/** /hitech/index: the search, field, status and sort. */
export const hitechListQuery = z.object({ q: text, field: text, status: text, sort: text });

/** /present/index: the search, kind and sort. */
export const presentListQuery = z.object({ q: text, kind: trimmed, sort: text });

/** /faq/items: the search and the category's id. */
export const faqItemsQuery = z.object({ q: text, category_id: text });

/** /location-plan: the search, location, service (id, or slug or id), branch (id, or slug or id), period and sort. */
export const planListQuery = z
  .object({
    q: text,
    location_id: text,
    service_id: text,
    service: text,
    branch_id: text,
    branch: text,
    period: text,
    sort: text,
  })
  .transform(({ location_id, service_id, branch_id, ...rest }) => ({
    ...rest,
    locationId: location_id,
    serviceId: service_id,
    branchId: branch_id,
  }));

/** /location: the branch, by id or by slug or id. */
export const locationListQuery = z
  .object({ branch_id: text, branch: text })
  .transform(({ branch_id, branch }) => ({ branchId: branch_id, branch }));

/** /branch: one branch's name (slug or id), or every branch. */
export const branchListQuery = z.object({ branch: text });

/** /career-apply/units: one unit (slug or id), or every unit. */
export const unitListQuery = z.object({ unit: trimmed });

/** A detail read by `id` (…/view) or `slug` (…/slug). */
export const detailQuery = z.object({ id: wholeNumber, slug: trimmed });

/** /page/view, /event/ics: the slug as given. */
export const slugQuery = z.object({ slug: textOrEmpty });

/** /faq/category: the category's id or slug. */
export const faqCategoryQuery = z.object({ id: textOrEmpty });

/** /site/cities: the province's id (required: the route says so when it is blank). */
export const cityListQuery = z.object({ province_id: text });

/** /search/resolve: the kind and the id of the entity a link names. */
export const resolveQuery = z.object({ type: trimmed, id: wholeNumber });

/** /location-plan/{id}/availability: the first and last day (YYYY-MM-DD), checked by the route. */
export const availabilityQuery = z.object({ from: text, to: text });

/** /media/art/{kind}/{seed}.svg: the few letters drawn on the picture. */
export const artQuery = z.object({ label: optionalText.transform((value) => value?.slice(0, 8)) });
