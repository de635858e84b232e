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

/** What the shared panels read of an item: its state and version, its public path and the slugs it had. */
export type DeskContentItem = ContentState & { id: number; url: string; former_slugs: string[] };

export type DeskContentKind<Item extends DeskContentItem> = {
  /** Names the panels' elements (`${id}-state`, `${id}-versions`). */
  id: string;
  /** "رویداد", "صفحه": the item in the panels' sentences (and the form's "تغییرهای <noun> ذخیره شد."). */
  noun: string;
  api: ContentKindApi<Item>;
  /** The desk's page of an item (its edit page). */
  itemPath: (id: number) => string;
  previewPath: (id: number) => string;
  previewLabel: string;
  /** The link to the item on the site. */
  siteLabel: string;
  /** The site's address of a slug (the former ones listed); none for a kind addressed by id. */
  sitePath?: (slug: string) => string;
  /** The field a saved version names the item by, and its label ("عنوان" by default). */
  versionTitle?: { field: string; label: string };
};

/** A kind's labels: its preview's and its site link's, and what is particular to it. */
type KindLabels<Item extends DeskContentItem> = { preview: string; site: string } & Pick<
  DeskContentKind<Item>,
  "sitePath" | "versionTitle"
>;

/** A kind from its id, noun, calls, desk page and labels; its preview is under its edit page. */
function deskKind<Item extends DeskContentItem>(
  id: string,
  noun: string,
  api: ContentKindApi<Item>,
  itemPath: (id: number) => string,
  { preview, site, ...particular }: KindLabels<Item>,
): DeskContentKind<Item> {
  return {
    id,
    noun,
    api,
    itemPath,
    previewPath: (itemId) => `${itemPath(itemId)}/preview`,
    previewLabel: preview,
    siteLabel: site,
    ...particular,
  };
}

/** The kinds whose versions are named by their name ("نام"). */
const NAMED_BY_NAME = { field: "name", label: "نام" };

export const EVENT_DESK = deskKind<AdminEvent>("event", "رویداد", contentEventMoves, contentEventPath, {
  preview: "پیش‌نمایش صفحه رویداد",
  site: "صفحه رویداد در سایت",
  sitePath: (slug) => `/events/${slug}`,
});

export const PAGE_DESK = deskKind<AdminContentPage>("page", "صفحه", contentPagesApi, contentPagePath, {
  preview: "پیش‌نمایش صفحه",
  site: "صفحه در سایت",
  sitePath: (slug) => `/page/${slug}`,
});

export const FAQ_DESK = deskKind<AdminFaqItem>("faq", "پرسش", contentFaqApi, contentFaqItemPath, {
  preview: "پیش‌نمایش پرسش",
  site: "پرسش در سایت",
  versionTitle: { field: "question", label: "پرسش" },
});

export const BUSINESS_DESK = deskKind<AdminBusiness>(
  "business",
  "کسب‌وکار",
  contentBusinessesApi,
  contentBusinessPath,
  {
    preview: "پیش‌نمایش صفحه کسب‌وکار",
    site: "صفحه کسب‌وکار در سایت",
    sitePath: (slug) => `/businesses/${slug}`,
    versionTitle: NAMED_BY_NAME,
  },
);

export const JOB_DESK = deskKind<AdminJobPosition>("job", "موقعیت شغلی", contentJobsApi, contentJobPath, {
  preview: "پیش‌نمایش صفحه موقعیت",
  site: "موقعیت در سایت",
});

export const JOB_UNIT_DESK = deskKind<AdminJobUnit>("job-unit", "واحد", contentJobUnitsApi, contentJobUnitPath, {
  preview: "پیش‌نمایش واحد",
  site: "موقعیت‌های واحد در سایت",
  sitePath: (slug) => `/jobs?unit=${encodeURIComponent(slug)}`,
  versionTitle: { field: "unit", label: "نام واحد" },
});

export const PROJECT_DESK = deskKind<AdminHitechProject>("project", "پروژه", contentProjectsApi, contentProjectPath, {
  preview: "پیش‌نمایش صفحه پروژه",
  site: "پروژه در سایت",
});

export const PRESENT_DESK = deskKind<AdminPresent>("present", "پیشنهاد", contentPresentsApi, contentPresentPath, {
  preview: "پیش‌نمایش صفحه پیشنهاد",
  site: "صفحه پیشنهاد در سایت",
  sitePath: (slug) => `/presents/${slug}`,
});

export const PLAN_DESK = deskKind<AdminPlan>("plan", "پلن", contentPlansApi, contentPlanPath, {
  preview: "پیش‌نمایش پلن",
  site: "فضای کار در سایت",
});

export const SPACE_DESK = deskKind<AdminSpace>("space", "فضا", contentSpacesApi, contentSpacePath, {
  preview: "پیش‌نمایش فضا",
  site: "فضای کار در سایت",
  versionTitle: NAMED_BY_NAME,
});

export const BRANCH_DESK = deskKind<AdminBranch>("branch", "شعبه", contentBranchesApi, contentBranchPath, {
  preview: "پیش‌نمایش شعبه",
  site: "شعبه در صفحه فضاهای کار",
  versionTitle: NAMED_BY_NAME,
});

export const MENTOR_DESK = deskKind<AdminMentor>("mentor", "نمایه منتور", contentMentorsApi, contentMentorPath, {
  preview: "پیش‌نمایش صفحه منتور",
  site: "صفحه منتور در سایت",
  versionTitle: NAMED_BY_NAME,
});

export const FREELANCER_DESK = deskKind<AdminFreelancer>(
  "freelancer",
  "نمایه فریلنسر",
  contentFreelancersApi,
  contentFreelancerPath,
  {
    preview: "پیش‌نمایش صفحه فریلنسر",
    site: "صفحه فریلنسر در سایت",
    versionTitle: NAMED_BY_NAME,
  },
);

export const COUPON_DESK = deskKind<AdminCoupon>("coupon", "کد تخفیف", contentCouponsApi, contentCouponPath, {
  preview: "پیش‌نمایش پاسخ کد",
  site: "فرم رزرو فضای کار در سایت",
  versionTitle: { field: "code", label: "کد" },
});
