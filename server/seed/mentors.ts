import "server-only";
// Demo mentors of the Avinox accelerator in Kerman: six fields, free sessions for accelerator
// teams and paid ones for everyone else, one hidden profile.
import { mentorSearchText } from "@/server/mentors/queries";
import type { Database } from "@/server/db/types";
import { mentorCategories, mentors } from "@/server/db/schema";
import { pick } from "./helpers";
import { seedCategorizedProfiles } from "./profiles";

const CATEGORIES = [
  ["product", "مدیریت محصول"],
  ["marketing", "بازاریابی و فروش"],
  ["legal", "حقوقی و قراردادها"],
  ["finance", "مالی و سرمایه‌گذاری"],
  ["technical", "فنی و مهندسی نرم‌افزار"],
  ["design", "طراحی و تجربه کاربری"],
] as const;

type Category = (typeof CATEGORIES)[number][0];

type SeedMentor = {
  name: string;
  category: Category;
  title: string;
  company: string | null;
  bio: string;
  years: number;
  topics: string[];
  /** Rial per session. */
  price: number;
  linkedin: string | null;
  sessions: number;
  views: number;
  /** Days before today the profile was added. */
  added: number;
  published?: boolean;
};

const MENTORS: SeedMentor[] = [
  {
    name: "امیرحسین توکلی",
    category: "product",
    title: "مدیر محصول ارشد",
    company: "پلتفرم پرداخت کیان‌پی",
    bio: "یازده سال است محصولات دیجیتال می‌سازد؛ از اپلیکیشن‌های پرداخت تا سامانه‌های سازمانی. در جلسه‌ها کمک می‌کند مسئله درست را پیدا کنید، نقشه راه را اولویت‌بندی کنید و معیارهایی بسازید که واقعاً رشد را نشان دهند.\nبرای تیم‌های دوره شتاب‌دهی آوینوکس جلسه‌ها رایگان است.",
    years: 11,
    topics: ["کشف محصول", "اولویت‌بندی نقشه راه", "متریک‌های محصول", "مصاحبه با کاربر"],
    price: 0,
    linkedin: "https://www.linkedin.com/in/amirhossein-tavakoli",
    sessions: 46,
    views: 412,
    added: 120,
  },
  {
    name: "الهام صادقی",
    category: "product",
    title: "مشاور رشد محصول",
    company: null,
    bio: "مشاور مستقل رشد محصول که با بیش از بیست استارتاپ در کرمان و تهران کار کرده است. تمرکز او روی رسیدن به تناسب محصول و بازار، طراحی نسخه کمینه و قیمت‌گذاری است.",
    years: 8,
    topics: ["تناسب محصول و بازار", "طراحی MVP", "قیمت‌گذاری"],
    price: 8_000_000,
    linkedin: "elham-sadeghi-growth",
    sessions: 31,
    views: 268,
    added: 75,
  },
  {
    name: "نیلوفر رحیمی",
    category: "marketing",
    title: "مدیر بازاریابی دیجیتال",
    company: "آژانس رشد کویر",
    bio: "مدیر بازاریابی یک آژانس دیجیتال در کرمان و مدرس دوره‌های بازاریابی محتوا. کمک می‌کند با بودجه کم، کانال‌های جذب مناسب را پیدا و آزمایش کنید.",
    years: 9,
    topics: ["بازاریابی محتوا", "سئو", "تبلیغات در شبکه‌های اجتماعی", "برندینگ"],
    price: 6_000_000,
    linkedin: "https://www.linkedin.com/in/niloufar-rahimi",
    sessions: 52,
    views: 530,
    added: 98,
  },
  {
    name: "سعید باقری",
    category: "marketing",
    title: "مشاور فروش سازمانی",
    company: "صنایع غذایی گلستان کرمان",
    bio: "پانزده سال تجربه فروش به سازمان‌ها و شبکه توزیع در جنوب شرق کشور. اگر مشتری شما شرکت‌ها هستند، با او قیف فروش و روند مذاکره‌تان را بازبینی کنید.",
    years: 15,
    topics: ["فروش سازمانی", "قیف فروش", "مذاکره"],
    price: 12_000_000,
    linkedin: null,
    sessions: 18,
    views: 143,
    added: 40,
  },
  {
    name: "دکتر فاطمه ایزدی",
    category: "legal",
    title: "وکیل پایه یک دادگستری",
    company: "مؤسسه حقوقی عدل‌گستر کرمان",
    bio: "وکیل پایه یک و مشاور حقوقی شرکت‌های نوپا. از قرارداد شراکت بنیان‌گذاران تا ثبت شرکت، قرارداد کار و حفاظت از مالکیت فکری را با زبان ساده توضیح می‌دهد.",
    years: 14,
    topics: ["قرارداد شراکت", "ثبت شرکت", "مالکیت فکری", "قرارداد کار"],
    price: 15_000_000,
    linkedin: "https://ir.linkedin.com/in/fatemeh-izadi-law",
    sessions: 27,
    views: 301,
    added: 60,
  },
  {
    name: "حمیدرضا نوروزی",
    category: "finance",
    title: "سرمایه‌گذار فرشته و تحلیلگر مالی",
    company: "صندوق پژوهش و فناوری کویر",
    bio: "شانزده سال در بانکداری سرمایه‌گذاری و صندوق‌های جسورانه کار کرده و در دوازده استارتاپ سرمایه‌گذاری کرده است. پیش از جلسه‌های جذب سرمایه، مدل مالی و پیچ‌دک‌تان را با او محک بزنید.",
    years: 16,
    topics: ["مدل مالی", "ارزش‌گذاری", "جذب سرمایه", "پیچ‌دک"],
    price: 20_000_000,
    linkedin: "https://www.linkedin.com/in/hamidreza-norouzi",
    sessions: 22,
    views: 377,
    added: 30,
  },
  {
    name: "زهرا شهابی",
    category: "finance",
    title: "مشاور مالیات و حسابداری",
    company: null,
    bio: "حسابدار رسمی که به استارتاپ‌ها کمک می‌کند از روز اول دفاتر، بیمه و اظهارنامه مالیاتی‌شان درست باشد. جلسه‌های او برای همه تیم‌های مستقر در آوینوکس رایگان است.",
    years: 12,
    topics: ["مالیات استارتاپ", "حسابداری", "بیمه کارکنان"],
    price: 0,
    linkedin: null,
    sessions: 40,
    views: 198,
    added: 150,
  },
  {
    name: "رضا محمدی‌نژاد",
    category: "technical",
    title: "معمار نرم‌افزار",
    company: "شرکت نرم‌افزاری نواندیشان کرمان",
    bio: "معمار نرم‌افزار با سیزده سال تجربه در سامانه‌های پرترافیک. در انتخاب فناوری، طراحی معماری قابل رشد و راه‌اندازی استقرار خودکار همراه تیم‌ها است.",
    years: 13,
    topics: ["معماری نرم‌افزار", "مقیاس‌پذیری", "DevOps", "انتخاب فناوری"],
    price: 10_000_000,
    linkedin: "reza-mohammadinejad",
    sessions: 35,
    views: 356,
    added: 20,
  },
  {
    name: "دکتر علی اکبری",
    category: "technical",
    title: "پژوهشگر هوش مصنوعی",
    company: "دانشگاه شهید باهنر کرمان",
    bio: "عضو هیئت علمی دانشگاه و پژوهشگر یادگیری ماشین. به تیم‌هایی که می‌خواهند هوش مصنوعی را در محصولشان به کار ببرند کمک می‌کند داده مناسب را جمع کنند و مدل درست را انتخاب کنند.",
    years: 10,
    topics: ["یادگیری ماشین", "بینایی ماشین", "پردازش زبان فارسی"],
    price: 0,
    linkedin: "https://www.linkedin.com/in/ali-akbari-ml",
    sessions: 29,
    views: 289,
    added: 12,
  },
  {
    name: "سارا افشار",
    category: "design",
    title: "طراح ارشد تجربه کاربری",
    company: "استودیو طراحی پسته",
    bio: "طراح تجربه کاربری و مدیر یک استودیوی طراحی در کرمان. کمک می‌کند با تحقیق کاربر سریع و سیستم طراحی ساده، محصولی بسازید که مردم بی‌راهنما از آن استفاده کنند.",
    years: 7,
    topics: ["طراحی تجربه کاربری", "تحقیق کاربر", "سیستم طراحی"],
    price: 5_000_000,
    linkedin: "https://www.linkedin.com/in/sara-afshar-ux",
    sessions: 24,
    views: 221,
    added: 3,
  },
  {
    name: "مهدی کریمی",
    category: "technical",
    title: "مدیر فنی",
    company: "شرکت داده‌پردازان جنوب",
    bio: "این پروفایل در حال بازبینی است و هنوز منتشر نشده است.",
    years: 20,
    topics: ["مدیریت تیم فنی"],
    price: 9_000_000,
    linkedin: null,
    sessions: 0,
    views: 0,
    added: 1,
    published: false,
  },
];

export async function seedMentors(db: Database): Promise<void> {
  await seedCategorizedProfiles(db, {
    categoryTable: mentorCategories,
    categories: CATEGORIES,
    table: mentors,
    rows: MENTORS,
    hour: 10,
    columns: (m, categoryName) => ({
      ...pick(m, ["name", "title", "company", "bio", "topics", "linkedin"]),
      yearsOfExperience: m.years,
      sessionPrice: m.price,
      sessionsCount: m.sessions,
      searchText: mentorSearchText(m, categoryName),
    }),
  });
}
