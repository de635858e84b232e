import "server-only";
// Demo job openings at Avinox in Kerman: three units, full-time and part-time roles, one
// internship, one remote role, some with a salary range and some negotiable.
import { and, eq } from "drizzle-orm";
import type { JobType } from "@/shared/types/jobs";
import type { Database } from "@/server/db/types";
import { daysFromNow, pick } from "./helpers";
import { upsertOn, saveByNaturalKey } from "./upsert";
import { positionSearchText } from "@/server/jobs/queries";
import { jobPositions, jobUnits } from "@/server/db/schema";

const UNITS = [
  {
    slug: "tech",
    name: "تیم فنی",
    description:
      "ساخت و نگهداری محصولات دیجیتال آوینوکس، از سامانه رزرو فضای کار تا ابزارهای شتاب‌دهی، و پشتیبانی فنی تیم‌های مستقر.",
  },
  {
    slug: "growth",
    name: "بازاریابی و رشد",
    description:
      "معرفی آوینوکس به جامعه استارتاپی کرمان، جذب عضو برای فضای کار و برگزاری کمپین‌های رویدادها و دوره‌های شتاب‌دهی.",
  },
  {
    slug: "operations",
    name: "عملیات و پشتیبانی",
    description: "اداره روزانه شعبه‌ها، کافه نوآوری و رویدادها؛ از پذیرش اعضا تا هماهنگی برنامه‌های شتاب‌دهی.",
  },
] as const;

type UnitSlug = (typeof UNITS)[number]["slug"];

type SeedPosition = {
  unit: UnitSlug;
  title: string;
  type: JobType;
  city: string;
  summary: string;
  description: string;
  requirements: string[];
  benefits: string[];
  /** Toman per month (stored in rial); omitted when negotiable. */
  salary?: [number | null, number | null];
  experience: number;
  /** Days ago. */
  posted: number;
  /** Days the window stays open after posting; omitted when open until filled. */
  openDays?: number;
};

const COMMON_BENEFITS = [
  "بیمه تأمین اجتماعی از روز اول",
  "ناهار و قهوه رایگان در کافه آوینوکس",
  "شرکت رایگان در رویدادها و کارگاه‌های آوینوکس",
];

const POSITIONS: SeedPosition[] = [
  {
    unit: "tech",
    title: "برنامه‌نویس ارشد بک‌اند (Node.js)",
    type: "full-time",
    city: "کرمان",
    summary: "طراحی و توسعه API سامانه رزرو فضای کار و پنل استارتاپ‌های شتاب‌دهی آوینوکس.",
    description:
      "به دنبال برنامه‌نویس بک‌اندی هستیم که مسئولیت طراحی و توسعه سرویس‌های سامانه رزرو، عضویت و پنل استارتاپ‌ها را بر عهده بگیرد.\nدر تیمی کوچک و چابک کار می‌کنید، در تصمیم‌های معماری نقش دارید و کدتان مستقیم به دست صدها عضو جامعه آوینوکس می‌رسد.",
    requirements: [
      "دست‌کم چهار سال تجربه توسعه بک‌اند با Node.js و TypeScript",
      "تسلط بر PostgreSQL و طراحی مدل داده",
      "تجربه طراحی REST API و نوشتن تست خودکار",
      "آشنایی با Docker و استقرار خودکار",
    ],
    benefits: [...COMMON_BENEFITS, "ساعت کاری شناور", "بودجه سالانه آموزش و کنفرانس"],
    salary: [45_000_000, 60_000_000],
    experience: 4,
    posted: 2,
    openDays: 30,
  },
  {
    unit: "tech",
    title: "توسعه‌دهنده فرانت‌اند (React و Next.js)",
    type: "full-time",
    city: "کرمان",
    summary: "ساخت رابط کاربری فارسی و راست‌به‌چپ وب‌سایت و اپلیکیشن اعضای آوینوکس.",
    description:
      "وب‌سایت و پنل اعضای آوینوکس با React و Next.js ساخته شده است. شما صفحه‌های تازه می‌سازید، دسترس‌پذیری و سرعت را بهتر می‌کنید و با طراح محصول همکاری نزدیک دارید.",
    requirements: [
      "دو سال تجربه کار با React",
      "آشنایی با Next.js و رندر سمت سرور",
      "تجربه ساخت رابط راست‌به‌چپ و واکنش‌گرا",
      "دقت در دسترس‌پذیری و جزئیات رابط",
    ],
    benefits: [...COMMON_BENEFITS, "ساعت کاری شناور"],
    salary: [35_000_000, 48_000_000],
    experience: 2,
    posted: 5,
    openDays: 30,
  },
  {
    unit: "tech",
    title: "کارآموز برنامه‌نویسی وب",
    type: "internship",
    city: "کرمان",
    summary: "دوره کارآموزی سه‌ماهه با منتور اختصاصی، روی پروژه‌های واقعی تیم فنی آوینوکس.",
    description:
      "اگر دانشجو یا تازه‌فارغ‌التحصیل رشته کامپیوتر هستید و مقدمات برنامه‌نویسی وب را می‌دانید، این کارآموزی فرصتی است تا کنار تیم فنی روی پروژه‌های واقعی کار کنید.\nدر پایان دوره، کارآموزان موفق برای همکاری تمام‌وقت در اولویت قرار می‌گیرند.",
    requirements: [
      "آشنایی با HTML، CSS و JavaScript",
      "علاقه به یادگیری و کار تیمی",
      "امکان حضور دست‌کم سه روز در هفته",
    ],
    benefits: ["منتور اختصاصی از تیم فنی", "گواهی پایان دوره کارآموزی", "میز رایگان در سالن کار اشتراکی"],
    salary: [6_000_000, 6_000_000],
    experience: 0,
    posted: 1,
    openDays: 21,
  },
  {
    unit: "tech",
    title: "مهندس DevOps (دورکاری)",
    type: "remote",
    city: "کرمان",
    summary: "پایداری زیرساخت، پایش و استقرار خودکار سرویس‌های آوینوکس؛ به صورت کاملاً دورکاری.",
    description:
      "زیرساخت آوینوکس روی سرورهای ابری داخلی است. مسئولیت پایش، پشتیبان‌گیری، استقرار خودکار و امنیت سرویس‌ها با شماست.\nهمکاری کاملاً دورکاری است و فقط ماهی یک بار برای جلسه تیمی به کرمان دعوت می‌شوید (هزینه سفر با آوینوکس).",
    requirements: [
      "سه سال تجربه مدیریت سرور لینوکس",
      "تسلط بر Docker و CI/CD",
      "تجربه کار با Prometheus و Grafana",
      "آشنایی با PostgreSQL در محیط عملیاتی",
    ],
    benefits: ["دورکاری کامل", "هزینه اینترنت و تجهیزات", "بیمه تأمین اجتماعی"],
    experience: 3,
    posted: 9,
    openDays: 45,
  },
  {
    unit: "tech",
    title: "طراح رابط و تجربه کاربری (UI/UX)",
    type: "part-time",
    city: "کرمان",
    summary: "طراحی تجربه رزرو و عضویت آوینوکس؛ همکاری پاره‌وقت، سه روز در هفته.",
    description:
      "به طراحی نیاز داریم که از مصاحبه با کاربر تا نمونه نهایی را پیش ببرد: مسیر رزرو فضای کار، ثبت‌نام در رویدادها و پنل استارتاپ‌ها.",
    requirements: [
      "دو سال تجربه طراحی محصول دیجیتال",
      "تسلط بر Figma",
      "نمونه‌کار با رابط فارسی",
      "تجربه مصاحبه و آزمون با کاربر",
    ],
    benefits: [...COMMON_BENEFITS],
    salary: [18_000_000, 25_000_000],
    experience: 2,
    posted: 12,
    openDays: 30,
  },
  {
    unit: "growth",
    title: "کارشناس بازاریابی دیجیتال",
    type: "full-time",
    city: "کرمان",
    summary: "برنامه‌ریزی و اجرای کمپین‌های جذب عضو برای فضای کار و رویدادهای آوینوکس.",
    description:
      "شما کمپین‌های تبلیغاتی و محتوایی آوینوکس را طراحی و اجرا می‌کنید، نتایج را می‌سنجید و با تیم رویدادها برای معرفی برنامه‌ها همکاری می‌کنید.",
    requirements: [
      "دو سال تجربه بازاریابی دیجیتال",
      "آشنایی با ابزارهای تحلیل وب",
      "تجربه کار با ایمیل مارکتینگ و پیامک انبوه",
      "مهارت نوشتن متن تبلیغاتی فارسی",
    ],
    benefits: [...COMMON_BENEFITS, "پاداش بر اساس نتایج کمپین‌ها"],
    salary: [25_000_000, 32_000_000],
    experience: 2,
    posted: 3,
    openDays: 30,
  },
  {
    unit: "growth",
    title: "تولیدکننده محتوا و مدیر شبکه‌های اجتماعی",
    type: "part-time",
    city: "کرمان",
    summary: "روایت داستان استارتاپ‌ها و رویدادهای آوینوکس در اینستاگرام، لینکدین و تلگرام.",
    description:
      "از رویدادها و استارتاپ‌های مستقر در آوینوکس محتوا می‌سازید: عکس، ویدیوی کوتاه و متن. برنامه انتشار را مدیریت می‌کنید و با مخاطبان در ارتباطید.",
    requirements: [
      "یک سال تجربه مدیریت صفحه‌های اجتماعی",
      "مهارت عکاسی و تدوین ویدیوی کوتاه با موبایل",
      "قلم روان فارسی",
    ],
    benefits: [...COMMON_BENEFITS],
    experience: 1,
    posted: 7,
    openDays: 30,
  },
  {
    unit: "growth",
    title: "کارشناس فروش سازمانی",
    type: "full-time",
    city: "رفسنجان",
    summary: "معرفی بسته‌های فضای کار و شتاب‌دهی آوینوکس به شرکت‌ها و کسب‌وکارهای رفسنجان.",
    description:
      "برای گسترش همکاری با شرکت‌ها و تعاونی‌های رفسنجان به کارشناس فروشی نیاز داریم که بسته‌های فضای کار، اتاق جلسه و برنامه‌های نوآوری سازمانی آوینوکس را معرفی کند.\nحقوق ثابت به‌علاوه پورسانت فروش پرداخت می‌شود.",
    requirements: [
      "دو سال تجربه فروش سازمانی",
      "مهارت مذاکره و ارائه",
      "آشنایی با فضای کسب‌وکار رفسنجان",
      "داشتن گواهی‌نامه رانندگی",
    ],
    benefits: ["پورسانت فروش", "هزینه ایاب و ذهاب", "بیمه تأمین اجتماعی"],
    salary: [22_000_000, 30_000_000],
    experience: 2,
    posted: 15,
    openDays: 30,
  },
  {
    unit: "operations",
    title: "مسئول پذیرش و امور اعضا",
    type: "full-time",
    city: "کرمان",
    summary: "استقبال از اعضا و مهمانان، پاسخ به درخواست‌های رزرو و هماهنگی روزانه شعبه مرکزی.",
    description:
      "چهره آوینوکس برای اعضا و مهمانان شما هستید: پاسخ به تماس‌ها و درخواست‌های رزرو، ثبت ورود و خروج اعضا و هماهنگی با تیم‌های مستقر.",
    requirements: ["یک سال تجربه کار پذیرش یا خدمات مشتریان", "روابط عمومی خوب و صبر", "آشنایی با نرم‌افزارهای اداری"],
    benefits: [...COMMON_BENEFITS],
    salary: [15_000_000, 18_000_000],
    experience: 1,
    posted: 4,
  },
  {
    unit: "operations",
    title: "هماهنگ‌کننده رویدادها",
    type: "part-time",
    city: "کرمان",
    summary: "برنامه‌ریزی و اجرای میت‌آپ‌ها، کارگاه‌ها و دمو دی‌های آوینوکس.",
    description:
      "از رزرو سالن و هماهنگی با ارائه‌دهندگان تا پذیرایی و ثبت‌نام شرکت‌کنندگان؛ شما رویدادهای هفتگی آوینوکس را به سرانجام می‌رسانید.",
    requirements: [
      "تجربه برگزاری رویداد دانشجویی یا حرفه‌ای",
      "نظم و توان مدیریت هم‌زمان چند کار",
      "امکان کار در عصرها و برخی آخر هفته‌ها",
    ],
    benefits: ["شرکت رایگان در همه رویدادها", "ساعت کاری منعطف"],
    experience: 1,
    posted: 10,
    openDays: 30,
  },
  {
    unit: "operations",
    title: "کارشناس امور شتاب‌دهی",
    type: "full-time",
    city: "سیرجان",
    summary: "همراهی تیم‌های دوره شتاب‌دهی در دفتر مشترک آوینوکس و مرکز نوآوری سیرجان.",
    description:
      "آوینوکس در سیرجان دوره شتاب‌دهی مشترکی برگزار می‌کند. شما جلسه‌های منتورینگ را برنامه‌ریزی می‌کنید، پیشرفت تیم‌ها را پیگیری می‌کنید و گزارش دوره را آماده می‌کنید.",
    requirements: ["دو سال تجربه در اکوسیستم استارتاپی", "آشنایی با مدل کسب‌وکار و برنامه مالی", "مهارت نوشتن گزارش"],
    benefits: [...COMMON_BENEFITS, "هزینه ایاب و ذهاب بین کرمان و سیرجان"],
    salary: [20_000_000, 26_000_000],
    experience: 2,
    posted: 20,
    openDays: 30,
  },
  {
    unit: "operations",
    title: "باریستا کافه نوآوری",
    type: "part-time",
    city: "کرمان",
    summary: "آماده‌سازی قهوه و نوشیدنی برای اعضا و مهمانان کافه نوآوری آوینوکس؛ شیفت عصر.",
    description:
      "کافه آوینوکس محل دیدار اعضا، منتورها و مهمانان رویدادهاست. به باریستایی خوش‌برخورد و دقیق برای شیفت عصر نیاز داریم.",
    requirements: ["یک سال تجربه کار باریستا", "آشنایی با دستگاه اسپرسو و دم‌آوری دستی", "رعایت اصول بهداشت"],
    benefits: ["ناهار و قهوه رایگان", "بیمه تأمین اجتماعی"],
    salary: [9_000_000, 12_000_000],
    experience: 1,
    posted: 6,
  },
];

const toRial = (toman: number | null | undefined) => (toman ? toman * 10 : null);

export async function seedJobs(db: Database): Promise<void> {
  const unitIds = new Map<UnitSlug, number>();
  for (const [index, unit] of UNITS.entries()) {
    const values = { ...unit, sortOrder: index };
    unitIds.set(unit.slug, await upsertOn(db, jobUnits, jobUnits.slug, values));
  }

  for (const [index, p] of POSITIONS.entries()) {
    const unitId = unitIds.get(p.unit)!;
    const unitName = UNITS.find((u) => u.slug === p.unit)!.name;
    const postedAt = daysFromNow(-p.posted, 10);
    const values = {
      unitId,
      ...pick(p, ["title", "type", "city", "summary", "description", "requirements", "benefits"]),
      salaryMin: toRial(p.salary?.[0]),
      salaryMax: toRial(p.salary?.[1]),
      experienceYears: p.experience,
      postedAt,
      expiresAt: p.openDays === undefined ? null : daysFromNow(p.openDays - p.posted, 23, 59),
      status: "published" as const,
      createdAt: postedAt,
      updatedAt: postedAt,
      viewCount: 25 + ((index * 53) % 260),
      searchText: positionSearchText(p, unitName),
    };
    // Natural key: the title within its unit.
    await saveByNaturalKey(
      db,
      jobPositions,
      and(eq(jobPositions.unitId, unitId), eq(jobPositions.title, p.title)),
      values,
    );
  }
}
