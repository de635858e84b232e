// The content desk's endpoints (/v1/admin/content/...), as its pages (server channel) and its forms
// and buttons (browser channel) call them. The API checks the editor's role on every call.
import type { contentListQuery, faqDeskListQuery, planDeskListQuery, spaceDeskListQuery } from "@/shared/queries/desk";
import type { ReadBy } from "@/shared/queries/query";
import type { ApiCallOptions, ApiClient } from "../client";
import type { ContentStatus, CountedContentKind } from "@/shared/content";
import type { ContentStateCounts, AdminImage, ContentVersionItem } from "@/shared/types/content";
import type { AdminBusiness, AdminBusinessContent, AdminBusinessListItem } from "@/shared/types/businesses";
import type { AdminCoupon, AdminCouponContent, AdminCouponListItem } from "@/shared/types/coupons";
import type {
  AdminFaqCategory,
  AdminFaqCategoryContent,
  AdminFaqItem,
  AdminFaqItemContent,
  AdminFaqItemListItem,
} from "@/shared/types/faq";
import type { AdminFreelancer, AdminFreelancerContent, AdminFreelancerListItem } from "@/shared/types/freelancers";
import type { AdminHitechProject, AdminHitechProjectContent, AdminHitechProjectListItem } from "@/shared/types/hitech";
import type {
  AdminJobPosition,
  AdminJobPositionContent,
  AdminJobPositionListItem,
  AdminJobUnit,
  AdminJobUnitContent,
  AdminJobUnitListItem,
} from "@/shared/types/jobs";
import type { AdminMentor, AdminMentorContent, AdminMentorListItem } from "@/shared/types/mentors";
import type { AdminContentPage, AdminContentPageContent, AdminContentPageListItem } from "@/shared/types/pages";
import type { AdminPresent, AdminPresentContent, AdminPresentListItem } from "@/shared/types/presents";
import type {
  AdminPlan,
  AdminPlanContent,
  AdminPlanListItem,
  AdminBranch,
  AdminBranchContent,
  AdminBranchListItem,
  AdminSpace,
  AdminSpaceContent,
  AdminSpaceListItem,
} from "@/shared/types/workspaces";
import type {
  AdminEvent,
  AdminEventChoices,
  AdminEventContent,
  AdminEventListItem,
  EventDetail,
} from "@/shared/types/events";

/** The list's state filter: a status, or "scheduled" (published, its publish_at still ahead). */
export type ContentStatusFilter = ContentStatus | "scheduled";

export type ContentEventsQuery = ReadBy<
  typeof contentListQuery,
  {
    status?: ContentStatusFilter;
    /** Title, summary, category or tags, in any spelling. */
    q?: string;
    /** updated_at | starts_at | title | created_at, "-" first for descending (the last edited first by default). */
    sort?: string;
    page?: number;
    "per-page"?: number;
  }
>;

/** An event's fields as the desk sends them (moments as ISO 8601 or Jalali text, amounts as numbers or text in any digits). */
export type EventBody = Partial<Omit<AdminEventContent, "sponsors">> & {
  /** A sponsor without a logo gets a drawn one. */
  sponsors?: Array<Omit<AdminEventContent["sponsors"][number], "logo"> & { logo?: string }>;
};
export type EventPatchBody = EventBody & { version: number };
/** Publishing: at once (no publish_at), or from a moment (ISO 8601, or "۱۴۰۵/۰۹/۱۰ ۱۸:۳۰" on Tehran's clock). */
export type PublishBody = { publish_at?: string | null; version?: number };

/** A stale version (409): the desk shows the API's message in its own alert, so no toast repeats it. */
const SHOWN_IN_FORM = [409] as const;
/** An image too large (413): the cover field says so under itself. */
const SHOWN_BY_IMAGE_FIELD = [413] as const;
/** A new tag, organizer or presenter refused (422): the small form says why beside its fields. */
const SHOWN_BY_CHOICE_FORM = [422] as const;

/** The FAQ list's query: a state, search and paging as every kind's, and one category. */
export type ContentFaqQuery = ContentEventsQuery & ReadBy<typeof faqDeskListQuery, { category_id?: number }>;

/** The calls every kind of content answers alike, under its path (server/publishing/routes.ts). */
function contentKindApi<Item, ListItem, Body, Query extends ContentEventsQuery = ContentEventsQuery>(base: string) {
  const itemPath = (id: number) => `${base}/${id}`;
  return {
    list: (api: ApiClient, params: Query, options?: ApiCallOptions) => api.list<ListItem>(base, { ...options, params }),
    get: (api: ApiClient, id: number, options?: ApiCallOptions) => api.get<Item>(itemPath(id), options),
    /** A new item, saved as a draft. */
    create: (api: ApiClient, body: Body) => api.post<Item>(base, body),
    update: (api: ApiClient, id: number, body: Body & { version: number }) =>
      api.patch<Item>(itemPath(id), body, { shownByCaller: SHOWN_IN_FORM }),
    publish: (api: ApiClient, id: number, body: PublishBody) =>
      api.post<Item>(`${itemPath(id)}/publish`, body, { shownByCaller: SHOWN_IN_FORM }),
    unpublish: (api: ApiClient, id: number, version: number) =>
      api.post<Item>(`${itemPath(id)}/unpublish`, { version }, { shownByCaller: SHOWN_IN_FORM }),
    archive: (api: ApiClient, id: number, version: number) =>
      api.post<Item>(`${itemPath(id)}/archive`, { version }, { shownByCaller: SHOWN_IN_FORM }),
    /** Every saved state, newest first. */
    versions: (api: ApiClient, id: number, options?: ApiCallOptions) =>
      api.get<ContentVersionItem[]>(`${itemPath(id)}/versions`, options),
    /** The fields of `restored` become the newest version (`version`: the one the desk shows now). */
    restoreVersion: (api: ApiClient, id: number, restored: number, version: number) =>
      api.post<Item>(`${itemPath(id)}/versions/${restored}/restore`, { version }, { shownByCaller: SHOWN_IN_FORM }),
  };
}

/** One kind's calls (events', pages'), as the desk's shared panels make them. */
export type ContentKindApi<Item> = Pick<
  ReturnType<typeof contentKindApi<Item, unknown, unknown>>,
  "publish" | "unpublish" | "archive" | "restoreVersion"
>;

const EVENTS = "/v1/admin/content/events";
const contentEventsApi = contentKindApi<AdminEvent, AdminEventListItem, EventBody>(EVENTS);

/** A content page's fields as the desk sends them. */
export type PageBody = Partial<AdminContentPageContent>;

/** The content pages (rules, terms, privacy ...): list, read, create, edit, the moves and the versions. */
export const contentPagesApi = contentKindApi<AdminContentPage, AdminContentPageListItem, PageBody>(
  "/v1/admin/content/pages",
);

/** An FAQ question's fields as the desk sends them (the category and order as numbers or text in any digits). */
export type FaqItemBody = Partial<Omit<AdminFaqItemContent, "category_id" | "sort_order">> & {
  category_id?: number | string;
  sort_order?: number | string;
};

/** The FAQ's questions: list (by state, search and category), read, create, edit, the moves and the versions. */
export const contentFaqApi = contentKindApi<AdminFaqItem, AdminFaqItemListItem, FaqItemBody, ContentFaqQuery>(
  "/v1/admin/content/faq",
);

/** A job position's fields as the desk sends them (numbers as text in any digits, with thousands separators; the requirements and benefits as lists or one a line; the last day as a Jalali date; "" for none). */
export type JobPositionBody = Partial<Record<keyof AdminJobPositionContent, unknown>>;

/** The job positions: list (by state and search), read, create, edit, the moves and the versions. */
export const contentJobsApi = contentKindApi<AdminJobPosition, AdminJobPositionListItem, JobPositionBody>(
  "/v1/admin/content/jobs",
);

/** A hi-tech project's fields as the desk sends them (numbers as text in any digits, with thousands separators; the roles and technologies as lists or one a line; "" for none). */
export type HitechProjectBody = Partial<Record<keyof AdminHitechProjectContent, unknown>>;

/** The hi-tech projects: list (by state and search), read, create, edit, the moves and the versions. */
export const contentProjectsApi = contentKindApi<AdminHitechProject, AdminHitechProjectListItem, HitechProjectBody>(
  "/v1/admin/content/projects",
);

/** A present's fields as the desk sends them (amounts as text in any digits, with thousands separators; lists as lists or one a line; "" for none). */
export type PresentBody = Partial<Record<keyof AdminPresentContent, unknown>>;

/** The presents: list (by state and search), read, create, edit, the moves and the versions. */
export const contentPresentsApi = contentKindApi<AdminPresent, AdminPresentListItem, PresentBody>(
  "/v1/admin/content/presents",
);
/** A workspace plan's fields as the desk sends them (numbers as text in any digits, with thousands separators; the features as a list or one a line). */
export type PlanBody = Partial<Record<keyof AdminPlanContent, unknown>>;

/** The plans list's query: a state, search and paging as every kind's, and one space. */
export type ContentPlansQuery = ContentEventsQuery & ReadBy<typeof planDeskListQuery, { location_id?: number }>;

/** The workspace plans: list (by state, search and space), read, create, edit, the moves and the versions. */
export const contentPlansApi = contentKindApi<AdminPlan, AdminPlanListItem, PlanBody, ContentPlansQuery>(
  "/v1/admin/content/plans",
);

/** A discount code's fields as the desk sends them (the percent and limit as text in any digits; the window as Jalali dates and times; "" for none). */
export type CouponBody = Partial<Record<keyof AdminCouponContent, unknown>>;

/** The discount codes: list (by state and search), read, create, edit, the moves and the versions. */
export const contentCouponsApi = contentKindApi<AdminCoupon, AdminCouponListItem, CouponBody>(
  "/v1/admin/content/coupons",
);

/** A workspace space's fields as the desk sends them. */
export type SpaceBody = Partial<Record<keyof AdminSpaceContent, unknown>>;

/** The workspace spaces: list (by state, search and branch), read, create, edit, the moves and the versions. */
export const contentSpacesApi = contentKindApi<AdminSpace, AdminSpaceListItem, SpaceBody, ContentSpacesQuery>(
  "/v1/admin/content/spaces",
);

/** A workspace branch's fields as the desk sends them (coordinates and order as text in any digits; the weekly days off as weekday numbers). */
export type BranchBody = Partial<Record<keyof AdminBranchContent, unknown>>;

/** A space list's query: a state, search and paging as every kind's, and one branch. */
export type ContentSpacesQuery = ContentEventsQuery & ReadBy<typeof spaceDeskListQuery, { branch_id?: number }>;

/** The workspace branches: list (by state and search), read, create, edit, the moves and the versions. */
export const contentBranchesApi = contentKindApi<AdminBranch, AdminBranchListItem, BranchBody>(
  "/v1/admin/content/branches",
);

/** A mentor's fields as the desk sends them (numbers as text in any digits, with thousands separators; the topics as a list or one a line; null to clear the company, LinkedIn or the avatar's text). */
export type MentorBody = Partial<Record<keyof AdminMentorContent, unknown>>;

/** The mentors' profiles: list (by state and search), read, create, edit, the moves and the versions. */
export const contentMentorsApi = contentKindApi<AdminMentor, AdminMentorListItem, MentorBody>(
  "/v1/admin/content/mentors",
);

/** A freelancer's fields as the desk sends them (numbers as text in any digits, with thousands separators; the skills as a list or one a line; null to clear a link or the avatar's text). */
export type FreelancerBody = Partial<Record<keyof AdminFreelancerContent | "resume_public" | "resume_url", unknown>>;

/** The freelancers' profiles: list (by state and search), read, create, edit, the moves and the versions. */
export const contentFreelancersApi = contentKindApi<AdminFreelancer, AdminFreelancerListItem, FreelancerBody>(
  "/v1/admin/content/freelancers",
);

/** A unit's fields as the desk sends them (the order as text in any digits). */
export type JobUnitBody = Partial<Omit<AdminJobUnitContent, "sort_order">> & { sort_order?: number | string };

/** The career units: list (by state and search), read, create, edit, the moves and the versions. */
export const contentJobUnitsApi = contentKindApi<AdminJobUnit, AdminJobUnitListItem, JobUnitBody>(
  "/v1/admin/content/jobs/units",
);

const FAQ_CATEGORIES = "/v1/admin/content/faq/categories";

/** A category's fields as the desk sends them. */
export type FaqCategoryBody = Partial<Omit<AdminFaqCategoryContent, "sort_order">> & { sort_order?: number | string };

/** The FAQ's categories: the whole list, a new one, an edit, and removing an empty one. */
export const faqCategoriesApi = {
  list: (api: ApiClient, options?: ApiCallOptions) => api.get<AdminFaqCategory[]>(FAQ_CATEGORIES, options),
  create: (api: ApiClient, body: FaqCategoryBody) => api.post<AdminFaqCategory>(FAQ_CATEGORIES, body),
  update: (api: ApiClient, id: number, body: FaqCategoryBody) =>
    api.patch<AdminFaqCategory>(`${FAQ_CATEGORIES}/${id}`, body),
  remove: (api: ApiClient, id: number) => api.delete<null>(`${FAQ_CATEGORIES}/${id}`),
};
/** A business's fields as the desk sends them (the founded year as a number or text in any digits; null clears the website, the year or a text alternative). */
export type BusinessBody = Partial<Omit<AdminBusinessContent, "founded_year" | "members">> & {
  founded_year?: number | string | null;
  /** A member without an avatar gets the drawn face. */
  members?: Array<{ name: string; role: string; avatar?: string }>;
};

/** The businesses: list, read, create, edit, the moves and the versions. */
export const contentBusinessesApi = contentKindApi<AdminBusiness, AdminBusinessListItem, BusinessBody>(
  "/v1/admin/content/businesses",
);

/** How many items each kind holds in all and in each state (the content desk's home). */
export const contentCountsApi = (api: ApiClient, options?: ApiCallOptions) =>
  api.get<Record<CountedContentKind, ContentStateCounts>>("/v1/admin/content/counts", options);

export const deskContentApi = {
  events: contentEventsApi.list,
  event: contentEventsApi.get,
  /** A new event, saved as a draft. */
  createEvent: contentEventsApi.create,
  updateEvent: contentEventsApi.update,
  /** The event in the public API's shape, whatever its state (`expand` as on the public page). */
  previewEvent: (api: ApiClient, id: number, expand: string, options?: ApiCallOptions) =>
    api.get<EventDetail>(`${EVENTS}/${id}/preview`, { ...options, params: { expand } }),
  publishEvent: contentEventsApi.publish,
  unpublishEvent: contentEventsApi.unpublish,
  archiveEvent: contentEventsApi.archive,
  /** Every saved state, newest first. */
  eventVersions: contentEventsApi.versions,
  /** What the event form chooses from: organizers, presenters and tags. */
  eventChoices: (api: ApiClient, options?: ApiCallOptions) => api.get<AdminEventChoices>(`${EVENTS}/choices`, options),
  /** The tag with this name: the site's own when it has one by that name, else a new one (422s shown by the form). */
  createEventTag: (api: ApiClient, body: { name: string }) =>
    api.post<AdminEventChoices["tags"][number]>(`${EVENTS}/choices/tags`, body, {
      shownByCaller: SHOWN_BY_CHOICE_FORM,
    }),
  /** A new organizer; `logo`: a square picture uploaded first (none: a drawn one). */
  createEventOrganizer: (api: ApiClient, body: { name: string; logo?: string }) =>
    api.post<AdminEventChoices["organizers"][number]>(`${EVENTS}/choices/organizers`, body, {
      shownByCaller: SHOWN_BY_CHOICE_FORM,
    }),
  /** A new session presenter; `avatar`: a square picture uploaded first (none: a drawn face). */
  createEventPresenter: (api: ApiClient, body: { name: string; title?: string; avatar?: string }) =>
    api.post<AdminEventChoices["presenters"][number]>(`${EVENTS}/choices/presenters`, body, {
      shownByCaller: SHOWN_BY_CHOICE_FORM,
    }),
  /** The fields of `restored` become the newest version (`version`: the one the desk shows now). */
  restoreEventVersion: contentEventsApi.restoreVersion,
  /** Multipart: `file`, `alt` (required) and `purpose`. */
  uploadImage: (api: ApiClient, form: FormData, options?: Pick<ApiCallOptions, "onUploadProgress" | "signal">) =>
    api.post<AdminImage>("/v1/admin/content/images", form, { ...options, shownByCaller: SHOWN_BY_IMAGE_FIELD }),
};

/** The event moves the desk's shared panels make. */
export const contentEventMoves: ContentKindApi<AdminEvent> = contentEventsApi;

/** The desk's pages of events (an item's preview is its edit page's address and /preview). */
export const contentEventsPath = "/admin/content/events";
export const contentEventPath = (id: number) => `${contentEventsPath}/${id}`;

/** The desk's pages of content pages. */
export const contentPagesPath = "/admin/content/pages";
export const contentPagePath = (id: number) => `${contentPagesPath}/${id}`;

/** The desk's pages of the FAQ. */
export const contentFaqPath = "/admin/content/faq";
export const contentFaqItemPath = (id: number) => `${contentFaqPath}/${id}`;
export const contentFaqCategoriesPath = `${contentFaqPath}/categories`;
/** The desk's pages of businesses. */
export const contentBusinessesPath = "/admin/content/businesses";
export const contentBusinessPath = (id: number) => `${contentBusinessesPath}/${id}`;

/** The desk's pages of job positions. */
export const contentJobsPath = "/admin/content/jobs";
export const contentJobPath = (id: number) => `${contentJobsPath}/${id}`;
export const contentJobUnitsPath = `${contentJobsPath}/units`;
export const contentJobUnitPath = (id: number) => `${contentJobUnitsPath}/${id}`;

/** The desk's pages of hi-tech projects. */
export const contentProjectsPath = "/admin/content/projects";
export const contentProjectPath = (id: number) => `${contentProjectsPath}/${id}`;

/** The desk's pages of presents. */
export const contentPresentsPath = "/admin/content/presents";
export const contentPresentPath = (id: number) => `${contentPresentsPath}/${id}`;
/** The desk's pages of workspace plans, spaces and branches. */
export const contentPlansPath = "/admin/content/plans";
export const contentPlanPath = (id: number) => `${contentPlansPath}/${id}`;
export const contentSpacesPath = "/admin/content/spaces";
export const contentSpacePath = (id: number) => `${contentSpacesPath}/${id}`;
export const contentBranchesPath = "/admin/content/branches";
export const contentBranchPath = (id: number) => `${contentBranchesPath}/${id}`;

/** The desk's pages of discount codes. */
export const contentCouponsPath = "/admin/content/coupons";
export const contentCouponPath = (id: number) => `${contentCouponsPath}/${id}`;

/** The desk's pages of mentors. */
export const contentMentorsPath = "/admin/content/mentors";
export const contentMentorPath = (id: number) => `${contentMentorsPath}/${id}`;

/** The desk's pages of freelancers. */
export const contentFreelancersPath = "/admin/content/freelancers";
export const contentFreelancerPath = (id: number) => `${contentFreelancersPath}/${id}`;
