// The kinds of content the desk's shared panels (publishing, versions, the editor) serve, each
// with its name in the panels' sentences, its API moves and its addresses. The sentences read
// "<noun> منتشر شد", "نسخه‌های <noun>" ..., the same for every kind.
import {
  contentBranchesApi,
  contentBranchPath,
  contentBusinessesApi,
  contentBusinessPath,
  contentCouponPath,
  contentCouponsApi,
  contentEventMoves,
  contentEventPath,
  contentFaqApi,
  contentFaqItemPath,
  contentFreelancerPath,
  contentFreelancersApi,
  contentJobPath,
  contentJobsApi,
  contentJobUnitPath,
  contentJobUnitsApi,
  contentMentorPath,
  contentMentorsApi,
  contentPagePath,
  contentPagesApi,
  contentPlanPath,
  contentPlansApi,
  contentPresentPath,
  contentPresentsApi,
  contentProjectPath,
  contentProjectsApi,
  contentSpacePath,
  contentSpacesApi,
  type ContentKindApi,
} from "@/lib/api/resources/desk-content";
import type { ContentState } from "@/shared/types/content";
import type { AdminEvent } from "@/shared/types/events";
import type { AdminBusiness } from "@/shared/types/businesses";
import type { AdminCoupon } from "@/shared/types/coupons";
import type { AdminFaqItem } from "@/shared/types/faq";
import type { AdminFreelancer } from "@/shared/types/freelancers";
import type { AdminHitechProject } from "@/shared/types/hitech";
import type { AdminJobPosition, AdminJobUnit } from "@/shared/types/jobs";
import type { AdminMentor } from "@/shared/types/mentors";
import type { AdminContentPage } from "@/shared/types/pages";
import type { AdminPresent } from "@/shared/types/presents";
import type { AdminBranch, AdminPlan, AdminSpace } from "@/shared/types/workspaces";

/** An item's preview, under its edit page. */
const previewOf = (itemPath: (id: number) => string) => (id: number) => `${itemPath(id)}/preview`;

/** What the shared panels read of an item: its state and version, its public path and the slugs it had. */
export type DeskContentItem = ContentState & { id: number; url: string; former_slugs: string[] };

export type DeskContentKind<Item extends DeskContentItem> = {
  /** Names the panels' elements (`${id}-state`, `${id}-versions`). */
  id: string;
  /** "رویداد", "صفحه": the item in the panels' sentences. */
  noun: string;
  api: ContentKindApi<Item>;
  previewPath: (id: number) => string;
  previewLabel: string;
  /** The link to the item on the site. */
  siteLabel: string;
  /** The site's address of a slug (the former ones listed); none for a kind addressed by id. */
  sitePath?: (slug: string) => string;
  /** The field a saved version names the item by, and its label ("عنوان" by default). */
  versionTitle?: { field: string; label: string };
};

export const EVENT_DESK: DeskContentKind<AdminEvent> = {
  id: "event",
  noun: "رویداد",
  api: contentEventMoves,
  previewPath: previewOf(contentEventPath),
  previewLabel: "پیش‌نمایش صفحه رویداد",
  siteLabel: "صفحه رویداد در سایت",
  sitePath: (slug) => `/events/${slug}`,
};

export const PAGE_DESK: DeskContentKind<AdminContentPage> = {
  id: "page",
  noun: "صفحه",
  api: contentPagesApi,
  previewPath: previewOf(contentPagePath),
  previewLabel: "پیش‌نمایش صفحه",
  siteLabel: "صفحه در سایت",
  sitePath: (slug) => `/page/${slug}`,
};

export const FAQ_DESK: DeskContentKind<AdminFaqItem> = {
  id: "faq",
  noun: "پرسش",
  api: contentFaqApi,
  previewPath: previewOf(contentFaqItemPath),
  previewLabel: "پیش‌نمایش پرسش",
  siteLabel: "پرسش در سایت",
  versionTitle: { field: "question", label: "پرسش" },
};

export const BUSINESS_DESK: DeskContentKind<AdminBusiness> = {
  id: "business",
  noun: "کسب‌وکار",
  api: contentBusinessesApi,
  previewPath: previewOf(contentBusinessPath),
  previewLabel: "پیش‌نمایش صفحه کسب‌وکار",
  siteLabel: "صفحه کسب‌وکار در سایت",
  sitePath: (slug) => `/businesses/${slug}`,
  versionTitle: { field: "name", label: "نام" },
};

export const JOB_DESK: DeskContentKind<AdminJobPosition> = {
  id: "job",
  noun: "موقعیت شغلی",
  api: contentJobsApi,
  previewPath: previewOf(contentJobPath),
  previewLabel: "پیش‌نمایش صفحه موقعیت",
  siteLabel: "موقعیت در سایت",
};

export const JOB_UNIT_DESK: DeskContentKind<AdminJobUnit> = {
  id: "job-unit",
  noun: "واحد",
  api: contentJobUnitsApi,
  previewPath: previewOf(contentJobUnitPath),
  previewLabel: "پیش‌نمایش واحد",
  siteLabel: "موقعیت‌های واحد در سایت",
  sitePath: (slug) => `/jobs?unit=${encodeURIComponent(slug)}`,
  versionTitle: { field: "unit", label: "نام واحد" },
};

export const PROJECT_DESK: DeskContentKind<AdminHitechProject> = {
  id: "project",
  noun: "پروژه",
  api: contentProjectsApi,
  previewPath: previewOf(contentProjectPath),
  previewLabel: "پیش‌نمایش صفحه پروژه",
  siteLabel: "پروژه در سایت",
};

export const PRESENT_DESK: DeskContentKind<AdminPresent> = {
  id: "present",
  noun: "پیشنهاد",
  api: contentPresentsApi,
  previewPath: previewOf(contentPresentPath),
  previewLabel: "پیش‌نمایش صفحه پیشنهاد",
  siteLabel: "صفحه پیشنهاد در سایت",
  sitePath: (slug) => `/presents/${slug}`,
};

export const PLAN_DESK: DeskContentKind<AdminPlan> = {
  id: "plan",
  noun: "پلن",
  api: contentPlansApi,
  previewPath: previewOf(contentPlanPath),
  previewLabel: "پیش‌نمایش پلن",
  siteLabel: "فضای کار در سایت",
};

export const SPACE_DESK: DeskContentKind<AdminSpace> = {
  id: "space",
  noun: "فضا",
  api: contentSpacesApi,
  previewPath: previewOf(contentSpacePath),
  previewLabel: "پیش‌نمایش فضا",
  siteLabel: "فضای کار در سایت",
  versionTitle: { field: "name", label: "نام" },
};

export const BRANCH_DESK: DeskContentKind<AdminBranch> = {
  id: "branch",
  noun: "شعبه",
  api: contentBranchesApi,
  previewPath: previewOf(contentBranchPath),
  previewLabel: "پیش‌نمایش شعبه",
  siteLabel: "شعبه در صفحه فضاهای کار",
  versionTitle: { field: "name", label: "نام" },
};

export const MENTOR_DESK: DeskContentKind<AdminMentor> = {
  id: "mentor",
  noun: "نمایه منتور",
  api: contentMentorsApi,
  previewPath: previewOf(contentMentorPath),
  previewLabel: "پیش‌نمایش صفحه منتور",
  siteLabel: "صفحه منتور در سایت",
  versionTitle: { field: "name", label: "نام" },
};

export const FREELANCER_DESK: DeskContentKind<AdminFreelancer> = {
  id: "freelancer",
  noun: "نمایه فریلنسر",
  api: contentFreelancersApi,
  previewPath: previewOf(contentFreelancerPath),
  previewLabel: "پیش‌نمایش صفحه فریلنسر",
  siteLabel: "صفحه فریلنسر در سایت",
  versionTitle: { field: "name", label: "نام" },
};

export const COUPON_DESK: DeskContentKind<AdminCoupon> = {
  id: "coupon",
  noun: "کد تخفیف",
  api: contentCouponsApi,
  previewPath: previewOf(contentCouponPath),
  previewLabel: "پیش‌نمایش پاسخ کد",
  siteLabel: "فرم رزرو فضای کار در سایت",
  versionTitle: { field: "code", label: "کد" },
};
