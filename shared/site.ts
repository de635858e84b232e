// Brand, navigation and the fixed constants of SPEC §9, in one place for the whole site.
import { breakpointsPx, themeColor } from "@/tailwind.config";

export const site = {
  brand: "آوینوکس",
  title: "کافه نوآوری و شتاب‌دهنده آوینوکس",
  shortTitle: "آوینوکس",
  description:
    "آوینوکس، کافه نوآوری، فضای کار اشتراکی و شتاب‌دهنده استارتاپ در کرمان: رزرو فضای کار، رویدادها، منتورها، فرصت‌های شغلی و همکاری در پروژه‌های های‌تک.",
  /** The theme's brand green (tailwind.config.ts). */
  themeColor,
  locale: "fa_IR",
  contact: {
    address: "کرمان، بلوار جمهوری اسلامی، پارک علم و فناوری، ساختمان نوآوری آوینوکس، طبقه دوم",
    city: "کرمان",
    phone: "034-31234567",
    email: "info@avinox.ir",
    hours: "شنبه تا پنجشنبه، ۹ صبح تا ۹ شب",
  },
  social: [
    { name: "اینستاگرام", key: "instagram", href: "https://instagram.com/avinox.ir" },
    { name: "لینکدین", key: "linkedin", href: "https://www.linkedin.com/company/avinox" },
    { name: "تلگرام", key: "telegram", href: "https://t.me/avinox_ir" },
    { name: "ایکس (توییتر)", key: "twitter", href: "https://x.com/avinox_ir" },
  ],
} as const;

export type NavItem = { href: string; label: string; description: string };

/** Every public section of SPEC §2, in the order the header shows them. */
export const mainNav: readonly NavItem[] = [
  { href: "/workspaces", label: "فضاهای کار", description: "میزهای اشتراکی، اتاق‌های خصوصی و سالن جلسات" },
  { href: "/events", label: "رویدادها", description: "کارگاه‌ها، میت‌آپ‌ها و دورهمی‌های استارتاپی" },
  { href: "/businesses", label: "کسب‌وکارها", description: "استارتاپ‌هایی که در آوینوکس رشد می‌کنند" },
  { href: "/mentors", label: "منتورها", description: "مشاوره با منتورهای باتجربه" },
  { href: "/projects", label: "پروژه‌های های‌تک", description: "همکاری در پروژه‌های فناورانه" },
  { href: "/jobs", label: "فرصت‌های شغلی", description: "استخدام در آوینوکس و استارتاپ‌ها" },
  { href: "/freelancers", label: "فریلنسرها", description: "متخصصان آزادکار جامعه آوینوکس" },
  { href: "/presents", label: "پیشنهادها", description: "بسته‌ها و پیشنهادهای ویژه" },
];

/** Calls to action that lead to the request forms. */
export const requestNav: readonly NavItem[] = [
  { href: "/reservation", label: "رزرو فضای کار", description: "درخواست رزرو میز یا اتاق" },
  { href: "/submit-idea", label: "ثبت ایده", description: "ایده‌تان را برای شتاب‌دهی بفرستید" },
  { href: "/mentors/request", label: "درخواست منتور", description: "منتور مناسب تیمتان را پیدا می‌کنیم" },
  { href: "/request-internship", label: "درخواست کارآموزی", description: "کارآموزی در تیم‌های آوینوکس" },
  { href: "/freelancers/request", label: "ثبت‌نام فریلنسر", description: "به جامعه فریلنسرها بپیوندید" },
];

/** The external magazine (SPEC's menu), through the /magazine redirect; shown when MAGAZINE_URL is set. */
export const magazineNav: NavItem = {
  href: "/magazine",
  label: "مجله آوینوکس",
  description: "نوشته‌هایی درباره کارآفرینی و استارتاپ",
};

export const aboutNav: readonly NavItem[] = [
  { href: "/about-us", label: "درباره ما", description: "داستان و تیم آوینوکس" },
  { href: "/contact-us", label: "تماس با ما", description: "پیام، نشانی و ساعات کاری" },
];

/** SPEC §9 constants. */
export const limits = {
  toastMs: 3000,
  authCookieSeconds: 15_552_000,
  referralCookieSeconds: 86_400,
  loginCallbackCookieSeconds: 3600,
  agentCookieSeconds: 86_400,
  defaultCodeLength: 4,
  prefetchIdleTimeoutMs: 2000,
  scrollResetMs: 200,
  minFetchDisplayMs: 200,
  chunkReloadIntervalMs: 60_000,
  digitGroup: 3,
  cardGroup: 4,
  passwordMin: 6,
  nationalCodeLength: 10,
  mobileLength: 11,
  progressCap: 100,
  imageResize: { width: 148, height: 148, quality: 100 },
} as const;

export const carouselBreakpoints = {
  slidesPerView: 1,
  spaceBetween: 16,
  breakpoints: { [breakpointsPx.md]: { slidesPerView: 2 }, [breakpointsPx.lg]: { slidesPerView: 3 } },
} as const;

/** The fixed web client of SPEC §9; the secret comes from configuration. */
export const WEB_CLIENT_ID = "web";

/** Cookies other than the session's (those are named by shared/cookie-names, per scheme). */
export const cookieNames = {
  agent: "agent",
  loginCallback: "login_callback",
  referral: "referral",
} as const;
