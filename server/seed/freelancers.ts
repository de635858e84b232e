import "server-only";
// Demo freelancers of the Avinox community across Kerman province: six fields, some ready for new
// work and some busy, three with a public resume, two with a private one, one hidden profile.
import { eq } from "drizzle-orm";
import { freelancerSearchText } from "@/server/freelancers/queries";
import type { Database } from "@/server/db/types";
import { freelancerCategories, freelancers, type SocialLinks } from "@/server/db/schema";
import { pick } from "./helpers";
import { seedCategorizedProfiles } from "./profiles";

/** The API address of a freelancer's generated resume (GET /api/v1/freelancer/resume), for the seeded profiles. */
const resumePath = (id: number) => `/api/v1/freelancer/resume?id=${id}`;

const CATEGORIES = [
  ["development", "برنامه‌نویسی و توسعه نرم‌افزار"],
  ["design", "طراحی گرافیک و رابط کاربری"],
  ["content", "تولید محتوا و ترجمه"],
  ["marketing", "دیجیتال مارکتینگ"],
  ["data", "داده و هوش مصنوعی"],
  ["media", "عکاسی و ویدیو"],
] as const;

type Category = (typeof CATEGORIES)[number][0];

type SeedFreelancer = {
  name: string;
  category: Category;
  title: string;
  bio: string;
  city: string;
  skills: string[];
  /** Rial per hour. */
  rate: number;
  years: number;
  available: boolean;
  social: SocialLinks;
  resume?: "public" | "private";
  views: number;
  /** Days before today the profile was added. */
  added: number;
  published?: boolean;
};

const FREELANCERS: SeedFreelancer[] = [
  {
    name: "محمد جوادی",
    category: "development",
    title: "توسعه‌دهنده فرانت‌اند",
    bio: "شش سال است رابط کاربری وب می‌سازد؛ از فروشگاه‌های اینترنتی تا داشبوردهای مدیریتی. به کارایی، دسترس‌پذیری و راست‌به‌چپ درست اهمیت می‌دهد.\nپروژه‌های کوتاه و همکاری پاره‌وقت با تیم‌های استارتاپی را می‌پذیرد.",
    city: "کرمان",
    skills: ["React", "TypeScript", "Next.js", "Tailwind CSS"],
    rate: 4_500_000,
    years: 6,
    available: true,
    social: { linkedin: "mohammad-javadi-dev", telegram: "@mjavadi_dev" },
    resume: "public",
    views: 318,
    added: 90,
  },
  {
    name: "فرزانه حسینی",
    category: "design",
    title: "طراح رابط و تجربه کاربری",
    bio: "طراح محصول دیجیتال که از تحقیق کاربر تا نمونه تعاملی و سیستم طراحی را انجام می‌دهد. با چند استارتاپ مستقر در آوینوکس کار کرده است.",
    city: "کرمان",
    skills: ["Figma", "طراحی رابط کاربری", "تحقیق کاربر", "سیستم طراحی"],
    rate: 3_800_000,
    years: 5,
    available: true,
    social: { instagram: "farzaneh.designs", linkedin: "https://www.linkedin.com/in/farzaneh-hosseini-ux" },
    resume: "public",
    views: 402,
    added: 60,
  },
  {
    name: "علیرضا پورحسینی",
    category: "development",
    title: "برنامه‌نویس بک‌اند",
    bio: "برنامه‌نویس بک‌اند با هشت سال تجربه در ساخت API و سرویس‌های پرترافیک. این روزها روی یک پروژه بلندمدت کار می‌کند و پروژه تازه نمی‌پذیرد.",
    city: "رفسنجان",
    skills: ["Go", "Python", "PostgreSQL", "Docker"],
    rate: 5_500_000,
    years: 8,
    available: false,
    social: { linkedin: "alireza-pourhosseini", twitter: "@a_pourhosseini" },
    resume: "private",
    views: 275,
    added: 45,
  },
  {
    name: "نرگس امینی",
    category: "content",
    title: "نویسنده محتوا و متخصص سئو",
    bio: "برای وب‌سایت‌ها و فروشگاه‌های اینترنتی محتوای قابل‌جستجو می‌نویسد: از مقاله‌های آموزشی تا معرفی محصول و متن صفحه‌های فرود.",
    city: "کرمان",
    skills: ["تولید محتوا", "سئو", "ویراستاری"],
    rate: 1_800_000,
    years: 4,
    available: true,
    social: { instagram: "narges.writes", telegram: "narges_amini" },
    views: 164,
    added: 30,
  },
  {
    name: "حسین رستمی",
    category: "marketing",
    title: "متخصص تبلیغات دیجیتال",
    bio: "کمپین‌های تبلیغاتی در گوگل و شبکه‌های اجتماعی را برای کسب‌وکارهای محلی کرمان و سیرجان طراحی، اجرا و تحلیل می‌کند.",
    city: "سیرجان",
    skills: ["تبلیغات گوگل", "بازاریابی اینستاگرام", "تحلیل کمپین"],
    rate: 3_000_000,
    years: 5,
    available: true,
    social: { twitter: "https://twitter.com/hossein_rostami" },
    views: 133,
    added: 75,
  },
  {
    name: "مینا سلطانی",
    category: "data",
    title: "تحلیلگر داده",
    bio: "داده‌های فروش و عملیات را به داشبوردهای روشن و تصمیم‌های عملی تبدیل می‌کند. تجربه کار با داده‌های صنعت پسته و خرده‌فروشی را دارد.",
    city: "کرمان",
    skills: ["Python", "SQL", "Power BI", "یادگیری ماشین"],
    rate: 4_800_000,
    years: 6,
    available: true,
    social: { linkedin: "https://www.linkedin.com/in/mina-soltani-data" },
    resume: "public",
    views: 289,
    added: 20,
  },
  {
    name: "کامران زندی",
    category: "media",
    title: "عکاس و تدوینگر",
    bio: "عکاس صنعتی و تبلیغاتی و تدوینگر ویدیوهای معرفی محصول. از ارگ بم تا کارخانه‌های کرمان، روایت تصویری کسب‌وکارها را می‌سازد.",
    city: "بم",
    skills: ["عکاسی صنعتی", "تدوین ویدیو", "موشن گرافیک"],
    rate: 2_500_000,
    years: 9,
    available: false,
    social: { instagram: "@kamran.zandi.photo" },
    views: 198,
    added: 110,
  },
  {
    name: "پریسا نجفی",
    category: "content",
    title: "مترجم انگلیسی و فارسی",
    bio: "مترجم متون فنی، قراردادها و زیرنویس ویدیو. برای استارتاپ‌هایی که بازار بین‌المللی را هدف گرفته‌اند، صفحه‌ها و مستندات را دوزبانه می‌کند.",
    city: "رفسنجان",
    skills: ["ترجمه فنی", "ترجمه قرارداد", "زیرنویس"],
    rate: 1_500_000,
    years: 7,
    available: true,
    social: { linkedin: "parisa-najafi-translator" },
    views: 97,
    added: 14,
  },
  {
    name: "یاسر عباسی",
    category: "development",
    title: "توسعه‌دهنده اندروید",
    bio: "اپلیکیشن‌های اندروید بومی می‌سازد و نگهداری می‌کند؛ از اپ سفارش آنلاین تا اپ‌های داخلی سازمان‌ها.",
    city: "جیرفت",
    skills: ["Kotlin", "Jetpack Compose", "Firebase"],
    rate: 4_000_000,
    years: 4,
    available: true,
    social: { telegram: "https://t.me/yaser_abbasi_dev", twitter: "yaser_dev" },
    views: 121,
    added: 8,
  },
  {
    name: "شیما کرمانی",
    category: "design",
    title: "طراح گرافیک و هویت بصری",
    bio: "برای کسب‌وکارهای تازه لوگو، هویت بصری و بسته‌بندی طراحی می‌کند؛ با الهام از نقش‌های سنتی کرمان.",
    city: "کرمان",
    skills: ["طراحی لوگو", "هویت بصری", "Illustrator", "طراحی بسته‌بندی"],
    rate: 2_200_000,
    years: 3,
    available: true,
    social: { instagram: "shima.kermani.design" },
    views: 176,
    added: 4,
  },
  {
    name: "داوود شفیعی",
    category: "data",
    title: "مهندس یادگیری ماشین",
    bio: "مدل‌های پردازش زبان فارسی و بینایی ماشین را از آزمایش تا استقرار می‌برد. مشاور فنی چند پروژه های‌تک آوینوکس بوده است.",
    city: "کرمان",
    skills: ["PyTorch", "پردازش زبان طبیعی", "MLOps"],
    rate: 7_000_000,
    years: 10,
    available: true,
    social: { linkedin: "davoud-shafiei-ml", twitter: "@d_shafiei" },
    resume: "private",
    views: 354,
    added: 2,
  },
  {
    name: "بهاره میرزایی",
    category: "marketing",
    title: "مدیر شبکه‌های اجتماعی",
    bio: "این پروفایل در حال بازبینی است و هنوز منتشر نشده است.",
    city: "کرمان",
    skills: ["مدیریت شبکه‌های اجتماعی"],
    rate: 2_000_000,
    years: 2,
    available: true,
    social: {},
    views: 0,
    added: 1,
    published: false,
  },
];

export async function seedFreelancers(db: Database): Promise<void> {
  const ids = await seedCategorizedProfiles(db, {
    categoryTable: freelancerCategories,
    categories: CATEGORIES,
    table: freelancers,
    rows: FREELANCERS,
    hour: 11,
    columns: (f, categoryName) => ({
      ...pick(f, ["name", "title", "bio", "city", "skills", "available", "social"]),
      hourlyRate: f.rate,
      yearsOfExperience: f.years,
      resumePublic: f.resume === "public",
      searchText: freelancerSearchText(f, categoryName),
    }),
  });
  // The demo resumes are generated from the profile, so their address needs the row's id.
  for (const [index, f] of FREELANCERS.entries()) {
    const id = ids[index]!;
    await db
      .update(freelancers)
      .set({ resumeUrl: f.resume ? resumePath(id) : null })
      .where(eq(freelancers.id, id));
  }
}
