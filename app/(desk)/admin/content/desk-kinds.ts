// Each kind of content the desk's pages serve, in the content home's order: where its pages are,
// and its words, as its list, its new item's and its edit page's heading say them and the home's
// card about it, and the API calls its pages read it by. One place, so the home, the list and the
// heading of each page read the same.
import type { ContentListKind } from "@/components/desk/content/content-list";
import {
  contentBranchesApi,
  contentBranchesPath,
  contentBranchPath,
  contentBusinessesApi,
  contentBusinessesPath,
  contentBusinessPath,
  contentCouponPath,
  contentCouponsApi,
  contentCouponsPath,
  contentEventPath,
  contentEventsPath,
  contentFaqApi,
  contentFaqItemPath,
  contentFaqPath,
  contentFreelancerPath,
  contentFreelancersApi,
  contentFreelancersPath,
  contentJobPath,
  contentJobsApi,
  contentJobsPath,
  contentJobUnitPath,
  contentJobUnitsApi,
  contentJobUnitsPath,
  contentMentorPath,
  contentMentorsApi,
  contentMentorsPath,
  contentPagePath,
  contentPagesApi,
  contentPagesPath,
  contentPlanPath,
  contentPlansApi,
  contentPlansPath,
  contentPresentPath,
  contentPresentsApi,
  contentPresentsPath,
  contentProjectPath,
  contentProjectsApi,
  contentProjectsPath,
  contentSpacePath,
  contentSpacesApi,
  contentSpacesPath,
  deskContentApi,
} from "@/lib/api/resources/desk-content";
import type { ApiCallOptions, ApiClient } from "@/lib/api/client";
import type { CountedContentKind } from "@/shared/content";
import type { ContentVersionItem } from "@/shared/types/content";
import type { KindList } from "./status-counts";

/** A kind's reads the desk's pages make: a page of its list, one item, and the item's versions. */
type KindReads<Item, ListItem> = {
  list: KindList<ListItem>;
  get: (api: ApiClient, id: number, options?: ApiCallOptions) => Promise<Item>;
  versions: (api: ApiClient, id: number, options?: ApiCallOptions) => Promise<ContentVersionItem[]>;
};

/** Where a kind's pages are and its words. */
export type DeskKindPlace = ContentListKind & {
  /** An item's edit page (its preview is under it). */
  itemPath: (id: number) => string;
  /** What the kind is, under its name on the content home. */
  lead?: string;
};

export type DeskKind<Item, ListItem> = DeskKindPlace & {
  api: KindReads<Item, ListItem>;
  /** What names an item in its list row and its edit page's heading: its title, name, code or question. */
  title: (item: Item | ListItem) => string;
};

/** A kind, its item types read off its API. */
const deskKind = <Item, ListItem>(kind: DeskKind<Item, ListItem>) => kind;

export const DESK_KINDS = {
  events: deskKind({
    path: contentEventsPath,
    itemPath: contentEventPath,
    api: { list: deskContentApi.events, get: deskContentApi.event, versions: deskContentApi.eventVersions },
    title: (item) => item.title,
    words: {
      plural: "رویدادها",
      one: "رویداد",
      newItem: "رویداد تازه",
      all: "همه رویدادها",
      none: "رویدادی اینجا نیست",
    },
    searchPlaceholder: "عنوان، خلاصه، دسته یا برچسب",
  }),
  pages: deskKind({
    path: contentPagesPath,
    itemPath: contentPagePath,
    api: contentPagesApi,
    title: (item) => item.title,
    words: { plural: "صفحه‌ها", one: "صفحه", newItem: "صفحه تازه", all: "همه صفحه‌ها", none: "صفحه‌ای اینجا نیست" },
    searchPlaceholder: "عنوان، خلاصه یا متن صفحه",
    lead: "قوانین، شرایط رزرو و همکاری، حریم خصوصی و دیگر صفحه‌های متنی سایت.",
  }),
  faq: deskKind({
    path: contentFaqPath,
    itemPath: contentFaqItemPath,
    api: contentFaqApi,
    title: (item) => item.question,
    words: {
      plural: "پرسش‌های متداول",
      one: "پرسش",
      newItem: "پرسش تازه",
      all: "همه پرسش‌ها",
      none: "پرسشی اینجا نیست",
    },
    searchPlaceholder: "پرسش، پاسخ یا دسته",
    lead: "پرسش‌ها و پاسخ‌های صفحه پرسش‌های متداول، در دسته‌هایشان.",
  }),
  businesses: deskKind({
    path: contentBusinessesPath,
    itemPath: contentBusinessPath,
    api: contentBusinessesApi,
    title: (item) => item.name,
    words: {
      plural: "کسب‌وکارها",
      one: "کسب‌وکار",
      newItem: "کسب‌وکار تازه",
      all: "همه کسب‌وکارها",
      none: "کسب‌وکاری اینجا نیست",
    },
    searchPlaceholder: "نام، معرفی، حوزه یا شهر کسب‌وکار",
    lead: "استارتاپ‌هایی که در آوینوکس ساخته شده‌اند یا رشد کرده‌اند: نشان، تصویر، معرفی و مشخصات هر یک.",
  }),
  jobs: deskKind({
    path: contentJobsPath,
    itemPath: contentJobPath,
    api: contentJobsApi,
    title: (item) => item.title,
    words: {
      plural: "فرصت‌های شغلی",
      one: "موقعیت",
      newItem: "موقعیت تازه",
      all: "همه موقعیت‌ها",
      none: "موقعیتی اینجا نیست",
    },
    searchPlaceholder: "عنوان، واحد، شهر یا شرایط",
    lead: "موقعیت‌های شغلی صفحه فرصت‌های شغلی، با شرایط، مزایا، حقوق و مهلت ارسال رزومه.",
  }),
  job_units: deskKind({
    path: contentJobUnitsPath,
    itemPath: contentJobUnitPath,
    api: contentJobUnitsApi,
    title: (item) => item.name,
    words: {
      plural: "واحدهای فرصت‌های شغلی",
      one: "واحد",
      newItem: "واحد تازه",
      all: "همه واحدها",
      none: "واحدی اینجا نیست",
    },
    searchPlaceholder: "نام واحد",
    lead: "واحدهایی که موقعیت‌ها زیر آن‌ها می‌آیند: صافی فهرست فرصت‌ها و گزینه‌های فرم درخواست همکاری. واحدی که در سایت نیست موقعیت‌هایش را هم پنهان می‌کند.",
  }),
  projects: deskKind({
    path: contentProjectsPath,
    itemPath: contentProjectPath,
    api: contentProjectsApi,
    title: (item) => item.title,
    words: {
      plural: "پروژه‌های های‌تک",
      one: "پروژه",
      newItem: "پروژه تازه",
      all: "همه پروژه‌ها",
      none: "پروژه‌ای اینجا نیست",
    },
    searchPlaceholder: "عنوان، شریک صنعتی، حوزه یا فناوری",
    lead: "پروژه‌های صنعتی که همکار می‌پذیرند: شریک صنعتی، نقش‌های مورد نیاز، فناوری‌ها، بودجه و مدت اجرا.",
  }),
  branches: deskKind({
    path: contentBranchesPath,
    itemPath: contentBranchPath,
    api: contentBranchesApi,
    title: (item) => item.name,
    words: { plural: "شعبه‌ها", one: "شعبه", newItem: "شعبه تازه", all: "همه شعبه‌ها", none: "شعبه‌ای اینجا نیست" },
    searchPlaceholder: "نام شعبه",
    lead: "شعبه‌های فضای کار: نشانی، تلفن، ساعات کاری، جای روی نقشه و روزهای تعطیل هفته؛ شعبه‌ای که در سایت نیست فضاها و پلن‌هایش را هم با خود برمی‌دارد.",
  }),
  spaces: deskKind({
    path: contentSpacesPath,
    itemPath: contentSpacePath,
    api: contentSpacesApi,
    title: (item) => item.name,
    words: { plural: "فضاهای کار", one: "فضا", newItem: "فضای تازه", all: "همه فضاها", none: "فضایی اینجا نیست" },
    searchPlaceholder: "نام فضا",
    lead: "سالن‌ها و اتاق‌های هر شعبه در صفحه فضاهای کار و فرم رزرو: تصویر، ظرفیت و امکانات هر یک.",
  }),
  presents: deskKind({
    path: contentPresentsPath,
    itemPath: contentPresentPath,
    api: contentPresentsApi,
    title: (item) => item.title,
    words: {
      plural: "پیشنهادها",
      one: "پیشنهاد",
      newItem: "پیشنهاد تازه",
      all: "همه پیشنهادها",
      none: "پیشنهادی اینجا نیست",
    },
    searchPlaceholder: "عنوان، نوع یا آنچه دریافت می‌شود",
    lead: "بسته‌ها، تخفیف‌ها و هدیه‌های فضای کار: قیمت، آنچه دریافت می‌شود، شرایط و مهلت استفاده.",
  }),
  plans: deskKind({
    path: contentPlansPath,
    itemPath: contentPlanPath,
    api: contentPlansApi,
    title: (item) => item.title,
    words: { plural: "پلن‌ها و قیمت‌ها", one: "پلن", newItem: "پلن تازه", all: "همه پلن‌ها", none: "پلنی اینجا نیست" },
    searchPlaceholder: "عنوان، فضا، شعبه یا نوع خدمت",
    lead: "پلن‌های ساعتی، روزانه و ماهانه هر فضا با قیمت به تومان، ظرفیت و امکانات؛ همان‌ها که فرم رزرو پیشنهاد می‌دهد.",
  }),
  coupons: deskKind({
    path: contentCouponsPath,
    itemPath: contentCouponPath,
    api: contentCouponsApi,
    title: (item) => item.code,
    words: {
      plural: "کدهای تخفیف",
      one: "کد تخفیف",
      newItem: "کد تخفیف تازه",
      all: "همه کدهای تخفیف",
      none: "کد تخفیفی اینجا نیست",
    },
    searchPlaceholder: "کد یا عنوان",
    lead: "کدهای تخفیف فرم رزرو: درصد تخفیف، نوع‌های خدمت، بازه اعتبار و سقف دفعات استفاده؛ تنها کد منتشرشده پذیرفته می‌شود.",
  }),
  mentors: deskKind({
    path: contentMentorsPath,
    itemPath: contentMentorPath,
    api: contentMentorsApi,
    title: (item) => item.name,
    words: { plural: "منتورها", one: "منتور", newItem: "منتور تازه", all: "همه منتورها", none: "منتوری اینجا نیست" },
    searchPlaceholder: "نام، عنوان، شرکت، حوزه یا موضوع",
    lead: "نمایه منتورها در صفحه منتورها: حوزه، معرفی، موضوع‌های مشاوره، تصویر، سابقه و هزینه جلسه.",
  }),
  freelancers: deskKind({
    path: contentFreelancersPath,
    itemPath: contentFreelancerPath,
    api: contentFreelancersApi,
    title: (item) => item.name,
    words: {
      plural: "فریلنسرها",
      one: "فریلنسر",
      newItem: "فریلنسر تازه",
      all: "همه فریلنسرها",
      none: "فریلنسری اینجا نیست",
    },
    searchPlaceholder: "نام، تخصص، شهر، حوزه یا مهارت",
    lead: "نمایه فریلنسرها در صفحه فریلنسرها: حوزه، تخصص، مهارت‌ها، تصویر، نرخ ساعتی و شبکه‌های اجتماعی.",
  }),
} satisfies Record<CountedContentKind, ContentListKind>;
