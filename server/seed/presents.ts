import "server-only";
// Demo presents: packages, discounts and gifts of the Avinox workspace, valid for a while from
// today (one ended a few days ago, so its page shows the "ended" notice and the list hides it).
import { searchableText } from "@/shared/format/persian-text";
import type { PresentKind } from "@/shared/types/presents";
import type { Database } from "@/server/db/types";
import { daysFromNow, pick } from "./helpers";
import { upsertOn } from "./upsert";
import { presents } from "@/server/db/schema";
import { artUrl } from "@/server/media/art";
import { kindLabel } from "@/server/presents/kinds";

type SeedPresent = {
  slug: string;
  title: string;
  summary: string;
  description: string;
  kind: PresentKind;
  /** Rial. */
  price: number | null;
  originalPrice: number | null;
  includes: string[];
  conditions: string[];
  /** Days from today the offer ends (negative: already ended); null: no end. */
  validDays: number | null;
  /** Days ago the offer was published (the "newest" sort). */
  publishedDaysAgo: number;
};

const PRESENTS: SeedPresent[] = [
  {
    slug: "startup-starter-pack",
    title: "بسته شروع استارتاپ",
    summary: "سه ماه میز اشتراکی، چهار جلسه منتورینگ و مشاوره ثبت شرکت؛ هر آنچه یک تیم تازه برای شروع لازم دارد.",
    description:
      "اگر تازه تیم تشکیل داده‌اید و دنبال جایی برای شروع جدی کار هستید، بسته شروع استارتاپ برای شماست. سه ماه در فضای کار اشتراکی آوینوکس کار می‌کنید، با منتورهای محصول و کسب‌وکار جلسه دارید و در رویدادهای جامعه استارتاپی کرمان شرکت می‌کنید.\nدر پایان سه ماه، اگر تیم آماده باشد، می‌تواند مستقیم برای مصاحبه دوره شتاب‌دهی آوینوکس دعوت شود.",
    kind: "package",
    price: 120_000_000,
    originalPrice: 160_000_000,
    includes: [
      "سه ماه میز اشتراکی برای دو نفر",
      "چهار جلسه منتورینگ یک‌ساعته",
      "یک جلسه مشاوره ثبت شرکت و قرارداد هم‌بنیان‌گذاری",
      "ده ساعت استفاده از اتاق جلسه",
      "شرکت رایگان در میت‌آپ‌های ماهانه",
    ],
    conditions: [
      "ویژه تیم‌هایی که کمتر از یک سال از شروع کارشان می‌گذرد",
      "جلسه‌های منتورینگ باید در همان سه ماه استفاده شوند",
      "بسته قابل انتقال به تیم دیگر نیست",
    ],
    validDays: 60,
    publishedDaysAgo: 12,
  },
  {
    slug: "student-dedicated-desk",
    title: "۲۰٪ تخفیف میز اختصاصی برای دانشجویان",
    summary: "دانشجوها میز اختصاصی ماهانه آوینوکس را با بیست درصد تخفیف رزرو می‌کنند؛ با کمد شخصی و اینترنت پرسرعت.",
    description:
      "میز اختصاصی یعنی جای ثابت خودتان، با کمد قفل‌دار و صندلی ارگونومیک، در ساعت‌های کاری آوینوکس. دانشجویان دانشگاه‌های کرمان با ارائه کارت دانشجویی معتبر، اجاره ماهانه میز اختصاصی را با بیست درصد تخفیف پرداخت می‌کنند.\nجای مناسبی برای نوشتن پایان‌نامه، پروژه‌های آزاد و کار روی ایده شخصی.",
    kind: "discount",
    price: 32_000_000,
    originalPrice: 40_000_000,
    includes: [
      "میز اختصاصی با کمد قفل‌دار",
      "اینترنت پرسرعت و پرینت ماهانه تا ۵۰ برگ",
      "چای و قهوه رایگان در ساعت‌های کاری",
      "دو ساعت اتاق جلسه در ماه",
    ],
    conditions: [
      "ارائه کارت دانشجویی معتبر هنگام رزرو",
      "حداقل مدت رزرو یک ماه",
      "تخفیف با پیشنهادهای دیگر جمع نمی‌شود",
    ],
    validDays: 90,
    publishedDaysAgo: 30,
  },
  {
    slug: "free-day-pass",
    title: "یک روز کار رایگان",
    summary: "یک روز کامل در فضای کار اشتراکی آوینوکس مهمان ما باشید و فضا را پیش از رزرو امتحان کنید.",
    description:
      "پیش از آنکه برای ماه‌ها میز رزرو کنید، یک روز کامل رایگان در آوینوکس کار کنید: اینترنت، چای و قهوه، فضای آرام و آشنایی با جامعه آوینوکس.\nکافی است درخواست رزرو را ثبت کنید و در توضیحات بنویسید که برای روز رایگان آمده‌اید؛ تیم ما برای هماهنگی با شما تماس می‌گیرد.",
    kind: "gift",
    price: null,
    originalPrice: null,
    includes: [
      "یک روز میز اشتراکی از ساعت ۸ تا ۲۰",
      "اینترنت پرسرعت",
      "یک نوشیدنی از کافه آوینوکس",
      "بازدید از فضا با یکی از اعضای تیم",
    ],
    conditions: [
      "برای هر نفر فقط یک بار",
      "ویژه کسانی که تاکنون عضو آوینوکس نبوده‌اند",
      "هماهنگی دست‌کم یک روز پیش از مراجعه",
    ],
    validDays: 30,
    publishedDaysAgo: 5,
  },
  {
    slug: "corporate-event-package",
    title: "بسته رویداد سازمانی",
    summary: "سالن رویداد آوینوکس برای همایش، کارگاه یا جلسه سالانه سازمان شما، با پذیرایی و تجهیزات صوت و تصویر.",
    description:
      "سازمان‌ها، شرکت‌ها و انجمن‌ها می‌توانند سالن رویدادهای آوینوکس را برای یک روز کامل رزرو کنند. تجهیزات صوتی و تصویری، پذیرایی میان‌وعده و ناهار و هماهنگی اجرایی رویداد با تیم آوینوکس است.\nاگر بخواهید، رویداد شما در تقویم رویدادهای آوینوکس هم معرفی می‌شود.",
    kind: "package",
    price: 250_000_000,
    originalPrice: null,
    includes: [
      "سالن رویداد با ظرفیت ۱۲۰ نفر برای یک روز",
      "ویدئو‌پروژکتور، صدا و دو میکروفون بی‌سیم",
      "پذیرایی دو میان‌وعده و ناهار",
      "عکاسی رویداد",
      "معرفی رویداد در کانال‌های آوینوکس",
    ],
    conditions: [
      "رزرو دست‌کم دو هفته پیش از تاریخ رویداد",
      "پرداخت نیمی از مبلغ هنگام قطعی شدن رزرو",
      "ساعت برگزاری از ۸ تا ۱۸",
    ],
    validDays: 120,
    publishedDaysAgo: 45,
  },
  {
    slug: "team-room-first-month",
    title: "۱۵٪ تخفیف ماه اول اتاق تیمی",
    summary: "تیم‌های سه تا شش نفره، ماه اول اتاق تیمی دربسته آوینوکس را با پانزده درصد تخفیف می‌گیرند.",
    description:
      "اتاق تیمی دربسته، برای تیم‌هایی است که به تمرکز و حریم خودشان نیاز دارند: تخته وایت‌برد، نمایشگر برای جلسه و دسترسی شبانه‌روزی.\nاین پیشنهاد برای تیم‌هایی است که نخستین بار اتاق تیمی آوینوکس را اجاره می‌کنند.",
    kind: "discount",
    price: 85_000_000,
    originalPrice: 100_000_000,
    includes: [
      "اتاق دربسته برای سه تا شش نفر",
      "دسترسی شبانه‌روزی با کارت",
      "نمایشگر و وایت‌برد",
      "نشانی رسمی برای ثبت شرکت",
    ],
    conditions: ["ویژه نخستین اجاره اتاق تیمی", "تخفیف فقط برای ماه اول است", "قرارداد دست‌کم سه‌ماهه"],
    validDays: 45,
    publishedDaysAgo: 20,
  },
  {
    slug: "welcome-coffee",
    title: "قهوه خوش‌آمد اعضای تازه",
    summary: "هر عضو تازه آوینوکس در هفته نخست، روزی یک قهوه مهمان کافه نوآوری است.",
    description:
      "به جامعه آوینوکس خوش آمدید! در هفته نخست عضویت، هر روز یک قهوه یا نوشیدنی گرم از کافه نوآوری آوینوکس مهمان ما هستید؛ فرصتی برای آشنایی با هم‌خانه‌های تازه‌تان.",
    kind: "gift",
    price: null,
    originalPrice: null,
    includes: ["روزی یک قهوه یا نوشیدنی گرم به انتخاب شما", "معرفی شما در گروه اعضای آوینوکس"],
    conditions: ["ویژه اعضایی که هر یک از پلن‌های فضای کار را رزرو کرده‌اند", "فقط در هفت روز نخست عضویت"],
    validDays: null,
    publishedDaysAgo: 60,
  },
  {
    slug: "nowruz-special",
    title: "پیشنهاد ویژه آغاز سال",
    summary: "یک ماه میز اشتراکی با دو جلسه منتورینگ، با قیمتی ویژه برای شروع دوباره.",
    description:
      "پیشنهادی محدود برای کسانی که سال تازه را با کار روی ایده‌شان شروع می‌کنند. این پیشنهاد به پایان رسیده است؛ پیشنهادهای فعلی را ببینید.",
    kind: "package",
    price: 38_000_000,
    originalPrice: 50_000_000,
    includes: ["یک ماه میز اشتراکی", "دو جلسه منتورینگ"],
    conditions: ["ظرفیت محدود"],
    validDays: -10,
    publishedDaysAgo: 80,
  },
];

export async function seedPresents(db: Database): Promise<void> {
  for (const [index, p] of PRESENTS.entries()) {
    const values = {
      ...pick(p, [
        "slug",
        "title",
        "summary",
        "description",
        "kind",
        "price",
        "originalPrice",
        "includes",
        "conditions",
      ]),
      image: artUrl("present", p.slug),
      validUntil: p.validDays === null ? null : daysFromNow(p.validDays, 23, 59),
      status: "published" as const,
      viewCount: 25 + ((index * 71) % 300),
      createdAt: daysFromNow(-p.publishedDaysAgo, 9),
      searchText: searchableText(p.title, p.summary, kindLabel(p.kind), p.includes),
    };
    await upsertOn(db, presents, presents.slug, values);
  }
}
