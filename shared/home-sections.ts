// The home page's editable sections as they were written for the launch: the seed's value of the
// "home" setting, and what the API answers while no row holds one.
import type { HomeSections } from "./types/site";

/** The offer cards' icons (components/home/offer-icon.tsx), with the names the desk shows. */
export const OFFER_ICONS = {
  workspace: "میز کار",
  rocket: "موشک",
  calendar: "تقویم",
  mentor: "آدمک",
  briefcase: "کیف",
  chip: "تراشه",
} as const;
export type OfferIcon = keyof typeof OFFER_ICONS;

export const HOME_SECTIONS_DEFAULT: HomeSections = {
  offers: [
    {
      icon: "workspace",
      title: "فضای کار اشتراکی",
      text: "میز آزاد، میز اختصاصی، اتاق تیمی و سالن جلسه؛ ساعتی، روزانه یا ماهانه.",
      href: "/workspaces",
      cta: "دیدن فضاها و پلن‌ها",
    },
    {
      icon: "rocket",
      title: "شتاب‌دهی استارتاپ",
      text: "از پیش‌شتاب‌دهی تا جذب سرمایه، با برنامه منظم، منتور و دموِی سرمایه‌گذاران.",
      href: "/submit-idea",
      cta: "ثبت ایده",
    },
    {
      icon: "calendar",
      title: "رویدادها و کارگاه‌ها",
      text: "میت‌آپ، کارگاه آموزشی و دورهمی‌های هفتگی برای آشنایی با جامعه استارتاپی کرمان.",
      href: "/events",
      cta: "تقویم رویدادها",
    },
    {
      icon: "mentor",
      title: "منتورینگ و مشاوره",
      text: "جلسه با منتورهای باتجربه در محصول، بازاریابی، حقوقی، مالی و فنی.",
      href: "/mentors",
      cta: "پیدا کردن منتور",
    },
    {
      icon: "briefcase",
      title: "فرصت‌های شغلی",
      text: "استخدام و کارآموزی در تیم آوینوکس و استارتاپ‌های مستقر.",
      href: "/jobs",
      cta: "دیدن فرصت‌ها",
    },
    {
      icon: "chip",
      title: "پروژه‌های های‌تک",
      text: "همکاری در پروژه‌های فناورانه با دانشگاه، صنعت و تیم‌های مستقر.",
      href: "/projects",
      cta: "پروژه‌ها",
    },
  ],
  programs: [
    { title: "پیش‌شتاب‌دهی", weeks: 6, text: "اعتبارسنجی ایده، شناخت مشتری و ساخت نخستین نمونه." },
    { title: "شتاب‌دهی", weeks: 12, text: "رسیدن به تناسب محصول و بازار با جلسه‌های هفتگی منتورینگ." },
    { title: "جذب سرمایه", weeks: 8, text: "آماده‌سازی پیچ‌دک، مدل مالی و معرفی به سرمایه‌گذاران." },
  ],
  steps: [
    { title: "درخواست را ثبت کنید", text: "فرم رزرو یا درخواست را پر کنید؛ یک کد پیگیری دریافت می‌کنید." },
    {
      title: "تیم اعتبارسنجی بررسی می‌کند",
      text: "ثبت درخواست به معنی رزرو قطعی نیست؛ تیم اعتبارسنجی آن را بررسی می‌کند.",
    },
    {
      title: "با شما تماس می‌گیریم",
      text: "پس از تأیید، تیم ارتباط تلفنی نتیجه را اعلام و جزئیات نهایی را هماهنگ می‌کند.",
    },
  ],
};
