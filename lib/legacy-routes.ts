// The leftover routes of SPEC §2 ("Other routes") in one place.
// - Online-shop routes Avinox does not offer: each answers a designed, noindex page (HTTP 200)
//   saying so and pointing to the closest real sections (components/legacy/not-offered.tsx).
// - Old addresses that now live elsewhere: each answers a permanent redirect.
// Every pattern here has its own app/(legacy)/…/page.tsx or route.ts (tests/unit/legacy-routes.test.ts
// checks both ways).
import { CART_EMPTY_MESSAGE } from "@/shared/status-messages";

export type Suggestion = { href: string; label: string; description: string };

export type LegacyRoute = {
  /** The route as its folder names it: "/cart", "/profile/factors/[id]", "/product/[[...rest]]". */
  pattern: string;
  /** What the page was in a shop, as the page's heading. */
  title: string;
  /** Why there is nothing here and what Avinox does instead. */
  description: string;
  /** A message of the page's own, shown above the rest (the cart's empty message, SPEC §8). */
  notice?: string;
  suggestions: readonly Suggestion[];
};

const SECTIONS = {
  presents: { href: "/presents", label: "پیشنهادها", description: "بسته‌های عضویت، تخفیف‌ها و هدیه‌های ویژه آوینوکس" },
  workspaces: {
    href: "/workspaces",
    label: "فضاهای کار",
    description: "میز آزاد، میز اختصاصی، اتاق تیمی و سالن جلسه با قیمت به تومان",
  },
  reservation: {
    href: "/reservation",
    label: "رزرو فضای کار",
    description: "درخواست رزرو میز یا اتاق؛ تیم ما بررسی می‌کند و تماس می‌گیرد",
  },
  events: { href: "/events", label: "رویدادها", description: "کارگاه‌ها، میت‌آپ‌ها و دورهمی‌های استارتاپی کرمان" },
  businesses: {
    href: "/businesses",
    label: "کسب‌وکارها",
    description: "استارتاپ‌ها و برندهایی که در آوینوکس رشد می‌کنند",
  },
  track: { href: "/track", label: "پیگیری درخواست", description: "وضعیت درخواست‌ها با کد پیگیری و شماره موبایل" },
  orders: {
    href: "/profile/orders",
    label: "درخواست‌های من",
    description: "همه درخواست‌هایی که با حسابتان فرستاده‌اید",
  },
  contact: { href: "/contact-us", label: "تماس با ما", description: "پرسش درباره پرداخت یا هر موضوع دیگر" },
  faq: { href: "/faq", label: "پرسش‌های متداول", description: "پاسخ پرسش‌های رایج درباره رزرو، پرداخت و حساب کاربری" },
} as const satisfies Record<string, Suggestion>;

const NO_SHOP = "آوینوکس فروشگاه اینترنتی نیست و کالا نمی‌فروشد.";
const NO_ONLINE_PAYMENT =
  "پرداخت در سایت آوینوکس انجام نمی‌شود: هر درخواست را تیم ما بررسی می‌کند و پس از تایید، تیم ارتباط مبلغ و روش پرداخت را تلفنی با شما هماهنگ می‌کند.";

/** What one family of old shop pages says, and where it sends the visitor instead. */
type LegacyAnswer = Pick<LegacyRoute, "description" | "suggestions">;

const CATEGORIES: LegacyAnswer = {
  description: `${NO_SHOP} خدمات آوینوکس را در این بخش‌ها پیدا می‌کنید.`,
  suggestions: [SECTIONS.workspaces, SECTIONS.presents, SECTIONS.events],
};
const SHIPPING: LegacyAnswer = {
  description: `${NO_SHOP} چیزی برای ارسال پستی نداریم؛ خدمات ما در شعبه‌های کرمان ارائه می‌شود.`,
  suggestions: [SECTIONS.workspaces, SECTIONS.reservation],
};
const PAYMENT: LegacyAnswer = {
  description: NO_ONLINE_PAYMENT,
  suggestions: [SECTIONS.track, SECTIONS.reservation, SECTIONS.contact],
};
const FACTORS: LegacyAnswer = {
  description: `آوینوکس فاکتور خرید اینترنتی صادر نمی‌کند. صورت‌حساب رزروهای قطعی‌شده هنگام پرداخت در محل به شما داده می‌شود.`,
  suggestions: [SECTIONS.orders, SECTIONS.track, SECTIONS.contact],
};
const RETURNS: LegacyAnswer = {
  description: `${NO_SHOP} برای لغو یا تغییر یک درخواست یا رزرو، با کد پیگیری آن از صفحه تماس با ما پیام بدهید.`,
  suggestions: [SECTIONS.orders, SECTIONS.contact, SECTIONS.faq],
};
const CREDIT: LegacyAnswer = {
  description: `آوینوکس اعتبار خرید اینترنتی ندارد. تخفیف‌ها و بسته‌های ویژه در بخش پیشنهادها آمده است و کد تخفیف را در فرم رزرو وارد می‌کنید.`,
  suggestions: [SECTIONS.presents, SECTIONS.orders],
};

export const LEGACY_ROUTES: readonly LegacyRoute[] = [
  {
    pattern: "/product/[[...rest]]",
    title: "صفحه محصول",
    description: `${NO_SHOP} خدمات ما فضای کار، رویدادها و برنامه‌های شتاب‌دهی است؛ بسته‌ها و تخفیف‌ها را در بخش پیشنهادها ببینید.`,
    suggestions: [SECTIONS.presents, SECTIONS.workspaces, SECTIONS.events],
  },
  { pattern: "/main/category", title: "دسته‌بندی محصولات", ...CATEGORIES },
  { pattern: "/category", title: "دسته‌بندی محصولات", ...CATEGORIES },
  {
    pattern: "/brand",
    title: "برندها",
    description: `${NO_SHOP} اگر دنبال برندها و استارتاپ‌های کرمانی هستید، آن‌ها را در بخش کسب‌وکارها معرفی کرده‌ایم.`,
    suggestions: [SECTIONS.businesses, SECTIONS.presents],
  },
  {
    pattern: "/incredible-offers",
    title: "پیشنهادهای شگفت‌انگیز",
    description: `${NO_SHOP} تخفیف‌ها و بسته‌های ویژه فضای کار و رویدادها در بخش پیشنهادها آمده است.`,
    suggestions: [SECTIONS.presents, SECTIONS.events],
  },
  {
    pattern: "/compare-product",
    title: "مقایسه محصولات",
    description: `${NO_SHOP} برای مقایسه پلن‌های فضای کار، قیمت و امکانات هر پلن را در صفحه فضاهای کار کنار هم ببینید.`,
    suggestions: [SECTIONS.workspaces, SECTIONS.presents],
  },
  {
    pattern: "/cart",
    title: "سبد خرید",
    notice: CART_EMPTY_MESSAGE,
    description: `${NO_SHOP} برای استفاده از فضای کار یا شرکت در رویدادها، درخواست بفرستید؛ پس از بررسی با شما تماس می‌گیریم.`,
    suggestions: [SECTIONS.reservation, SECTIONS.presents, SECTIONS.events],
  },
  { pattern: "/shipping", title: "ارسال سفارش", ...SHIPPING },
  { pattern: "/shipping/select-address", title: "انتخاب نشانی ارسال", ...SHIPPING },
  { pattern: "/payment", title: "پرداخت", ...PAYMENT },
  { pattern: "/payment/checkout", title: "تسویه حساب", ...PAYMENT },
  {
    pattern: "/callback/order/[id]",
    title: "نتیجه پرداخت سفارش",
    description: `سفارش آنلاینی در آوینوکس ثبت نمی‌شود و از این نشانی پرداختی انجام نشده است. ${NO_ONLINE_PAYMENT}`,
    suggestions: [SECTIONS.track, SECTIONS.orders, SECTIONS.contact],
  },
  { pattern: "/profile/factors", title: "فاکتورها", ...FACTORS },
  { pattern: "/profile/factors/[id]", title: "جزئیات فاکتور", ...FACTORS },
  { pattern: "/profile/orders/return/[id]", title: "مرجوع کردن سفارش", ...RETURNS },
  { pattern: "/profile/orders/return-requests", title: "درخواست‌های مرجوعی", ...RETURNS },
  { pattern: "/profile/orders/return-requests/[id]", title: "جزئیات درخواست مرجوعی", ...RETURNS },
  {
    pattern: "/profile/back-balance",
    title: "بازگشت موجودی",
    description: `آوینوکس کیف پول و موجودی آنلاین ندارد. بازپرداخت رزروهای لغوشده طبق شرایط رزرو و با هماهنگی تلفنی انجام می‌شود.`,
    suggestions: [SECTIONS.orders, SECTIONS.contact, SECTIONS.faq],
  },
  { pattern: "/profile/credit", title: "اعتبار خرید", ...CREDIT },
  { pattern: "/profile/credit/[id]", title: "جزئیات اعتبار", ...CREDIT },
  {
    pattern: "/profile/wish-list",
    title: "علاقه‌مندی‌ها",
    description: `${NO_SHOP} رویدادها، فضاهای کار و پیشنهادهایی را که دوست دارید در این بخش‌ها دنبال کنید.`,
    suggestions: [SECTIONS.events, SECTIONS.workspaces, SECTIONS.presents],
  },
];

/** Old addresses and where they live now (permanent redirects, query string kept). */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  "/careers": "/jobs",
  "/seller": "/submit-idea",
  "/provider": "/submit-idea",
  "/provider/register": "/submit-idea",
  "/provider/upload": "/submit-idea",
  "/provider/preconfirm": "/submit-idea",
  "/provider/complete": "/submit-idea",
  "/promotion": "/presents",
  "/hunt": "/projects",
  "/contact": "/contact-us",
};

/** The shop route of a pattern (a page naming a pattern that is not listed is a programming error). */
export function legacyRoute(pattern: string): LegacyRoute {
  const route = LEGACY_ROUTES.find((r) => r.pattern === pattern);
  if (!route) throw new Error(`Not a legacy route: ${pattern}`);
  return route;
}

/** The canonical path of a pattern's page: the pattern up to its first dynamic segment. */
export function legacyPath(pattern: string): string {
  const fixed = pattern.split("/").filter((segment) => segment && !segment.startsWith("["));
  return `/${fixed.join("/")}`;
}

/** A route handler answering a permanent redirect (308) from `from` to where it lives now. */
export function permanentRedirectHandler(from: string) {
  const to = LEGACY_REDIRECTS[from];
  if (!to) throw new Error(`No redirect for ${from}`);
  return (request: Request): Response => {
    const { search } = new URL(request.url);
    return new Response(null, {
      status: 308,
      headers: { Location: `${to}${search}`, "Cache-Control": "public, max-age=3600" },
    });
  };
}
