import "server-only";
// Demo businesses: startups of Kerman that grow in the Avinox accelerator, each with its figures,
// gallery, two chapters of history and its team. Dates are relative to today.
import { jalaliParts } from "@/shared/format/date";
import { searchableText } from "@/shared/format/persian-text";
import type { BusinessStage } from "@/shared/types/businesses";
import type { Database } from "@/server/db/types";
import { daysFromNow, pick } from "./helpers";
import { upsertOn } from "./upsert";
import { demoGallery, replaceChildren } from "./children";
import {
  businesses,
  businessGalleries,
  businessMembers,
  businessStats,
  businessTimelineItems,
  businessTimelines,
} from "@/server/db/schema";
import { artUrl, nameInitials } from "@/server/media/art";
import { stageLabel } from "@/server/businesses/stages";

type SeedBusiness = {
  slug: string;
  name: string;
  /** Short text drawn on the logo. */
  mark: string;
  tagline: string;
  description: string;
  category: string;
  stage: BusinessStage;
  website: string | null;
  /** How many Jalali years ago the team started. */
  foundedYearsAgo: number;
  /** Days since the business joined Avinox (the "newest" sort). */
  joinedDaysAgo: number;
  city?: string;
  stats: Array<{ label: string; value: number; unit: string | null }>;
  gallery: string[];
  timelines: Array<{ title: string; items: Array<{ title: string; description: string; daysAgo: number }> }>;
  members: Array<{ name: string; role: string }>;
};

const BUSINESSES: SeedBusiness[] = [
  {
    slug: "pesteh-yar",
    name: "پسته‌یار",
    mark: "پسته",
    tagline: "پایش هوشمند باغ‌های پسته با حسگر خاک و تصویر ماهواره‌ای",
    description:
      "پسته‌یار به باغداران رفسنجان، انار و کرمان کمک می‌کند بدانند هر باغ دقیقاً کی و چقدر آب می‌خواهد. حسگرهای رطوبت و دمای خاک، داده‌های هواشناسی و تصویرهای ماهواره‌ای در یک داشبورد ساده کنار هم می‌آیند و پیامک هشدار سرمازدگی و تنش آبی به موقع به دست باغدار می‌رسد.\nتیم پسته‌یار از دوره پنجم شتاب‌دهی آوینوکس کارش را جدی کرد و امروز با تعاونی‌های پسته‌کاران استان همکاری دارد.",
    category: "کشاورزی هوشمند",
    stage: "growth",
    website: "https://pestehyar.ir",
    foundedYearsAgo: 3,
    joinedDaysAgo: 430,
    city: "رفسنجان",
    stats: [
      { label: "باغ زیر پوشش", value: 1200, unit: "باغ" },
      { label: "صرفه‌جویی در مصرف آب", value: 35, unit: "درصد" },
      { label: "حسگر نصب‌شده", value: 4800, unit: "عدد" },
      { label: "شهرستان فعال", value: 6, unit: null },
    ],
    gallery: [
      "نصب حسگر رطوبت خاک در باغ پسته",
      "داشبورد پایش باغ روی گوشی",
      "کارگاه آموزش باغداران در رفسنجان",
      "جلسه تیم در آوینوکس",
    ],
    timelines: [
      {
        title: "شکل‌گیری ایده",
        items: [
          {
            title: "نخستین آزمایش در باغ خانوادگی",
            description: "ده حسگر دست‌ساز در یک باغ پنج‌هکتاری رفسنجان نصب شد و یک فصل داده جمع کرد.",
            daysAgo: 820,
          },
          {
            title: "ساخت نمونه اولیه حسگر",
            description: "حسگر کم‌مصرف با باتری خورشیدی ساخته شد که یک فصل کامل بدون سرویس کار می‌کند.",
            daysAgo: 690,
          },
        ],
      },
      {
        title: "شتاب‌دهی در آوینوکس",
        items: [
          {
            title: "پذیرش در دوره پنجم شتاب‌دهی",
            description: "تیم با منتورهای کشاورزی و فروش آوینوکس مدل کسب‌وکار اشتراکی را طراحی کرد.",
            daysAgo: 430,
          },
          {
            title: "قرارداد با تعاونی پسته‌کاران",
            description: "سیصد باغ عضو تعاونی به‌صورت یکجا به سامانه پسته‌یار پیوستند.",
            daysAgo: 250,
          },
          {
            title: "جذب سرمایه بذری",
            description: "سرمایه‌گذاری بذری برای گسترش به شهرستان‌های انار و زرند جذب شد.",
            daysAgo: 60,
          },
        ],
      },
    ],
    members: [
      { name: "محمدرضا اسدی", role: "مدیرعامل و هم‌بنیان‌گذار" },
      { name: "فاطمه جعفری", role: "مدیر فنی" },
      { name: "حسین رستمی", role: "کارشناس ارشد باغبانی" },
    ],
  },
  {
    slug: "golkhaneh-yar",
    name: "گلخانه‌یار",
    mark: "گلخانه",
    tagline: "کنترل خودکار دما، رطوبت و آبیاری گلخانه‌های جنوب کرمان",
    description:
      "گلخانه‌یار یک جعبه کنترل ساده و یک اپلیکیشن است که دما، رطوبت و آبیاری گلخانه را خودکار تنظیم می‌کند. گلخانه‌داران جیرفت و کهنوج که در گرمای شدید تابستان محصولشان را از دست می‌دادند، حالا از راه دور گلخانه را می‌پایند.\nتیم در حال آزمودن نمونه اولیه با گلخانه‌های همکار و آماده شدن برای ورود به بازار است.",
    category: "کشاورزی هوشمند",
    stage: "mvp",
    website: "https://golkhanehyar.ir",
    foundedYearsAgo: 1,
    joinedDaysAgo: 120,
    city: "جیرفت",
    stats: [
      { label: "گلخانه آزمایشی", value: 140, unit: "گلخانه" },
      { label: "افزایش برداشت", value: 22, unit: "درصد" },
      { label: "کاهش مصرف برق", value: 18, unit: "درصد" },
    ],
    gallery: ["جعبه کنترل نصب‌شده در گلخانه گوجه", "آزمایش سامانه مه‌پاش", "گفت‌وگو با گلخانه‌داران جیرفت"],
    timelines: [
      {
        title: "از مسئله تا راه‌حل",
        items: [
          {
            title: "مصاحبه با پنجاه گلخانه‌دار",
            description: "تیم در جیرفت و کهنوج مشکل اصلی را گرمای ظهر و قطعی آبیاری یافت.",
            daysAgo: 330,
          },
          {
            title: "طراحی جعبه کنترل",
            description: "نخستین جعبه کنترل با قطعات در دسترس بازار و قیمتی مناسب ساخته شد.",
            daysAgo: 210,
          },
        ],
      },
      {
        title: "آزمون در میدان",
        items: [
          {
            title: "ورود به پیش‌شتاب‌دهی آوینوکس",
            description: "اعتبارسنجی بازار و قیمت‌گذاری با کمک منتورهای آوینوکس انجام شد.",
            daysAgo: 120,
          },
          {
            title: "نصب در صد و چهل گلخانه",
            description: "نمونه اولیه در گلخانه‌های همکار نصب شد و داده یک فصل کامل جمع شد.",
            daysAgo: 40,
          },
        ],
      },
    ],
    members: [
      { name: "علیرضا میرحسینی", role: "بنیان‌گذار" },
      { name: "سمیه نیک‌نام", role: "مهندس الکترونیک" },
    ],
  },
  {
    slug: "kavir-gard",
    name: "کویرگرد",
    mark: "کویر",
    tagline: "رزرو آنلاین تور کویر لوت و اقامتگاه‌های بوم‌گردی کرمان",
    description:
      "کویرگرد گردشگران داخلی و خارجی را به راهنماهای محلی و اقامتگاه‌های بوم‌گردی شهداد، ماهان، میمند و راین وصل می‌کند. مسافر تور کلوت‌ها، شب‌مانی در کویر لوت یا بازدید از باغ شاهزاده را آنلاین می‌بیند، مقایسه می‌کند و رزرو می‌کند.\nهر رزرو سهمی منصفانه به خانواده‌های میزبان روستایی می‌رساند.",
    category: "گردشگری",
    stage: "market",
    website: "https://kavirgard.ir",
    foundedYearsAgo: 2,
    joinedDaysAgo: 300,
    stats: [
      { label: "مسافر میزبانی‌شده", value: 9000, unit: "نفر" },
      { label: "اقامتگاه بوم‌گردی", value: 64, unit: "اقامتگاه" },
      { label: "رضایت مسافران", value: 96, unit: "درصد" },
    ],
    gallery: [
      "غروب در کلوت‌های شهداد",
      "اقامتگاه بوم‌گردی در میمند",
      "تور شبانه ستاره‌نگری در لوت",
      "راهنمای محلی و مسافران خارجی",
    ],
    timelines: [
      {
        title: "نخستین تورها",
        items: [
          {
            title: "برگزاری نخستین تور آزمایشی",
            description: "بیست مسافر با هماهنگی تلفنی به شب‌مانی در کویر لوت رفتند.",
            daysAgo: 640,
          },
          {
            title: "راه‌اندازی سایت رزرو",
            description: "نسخه نخست سایت با ده اقامتگاه و پرداخت آنلاین منتشر شد.",
            daysAgo: 450,
          },
        ],
      },
      {
        title: "رشد با آوینوکس",
        items: [
          {
            title: "پذیرش در دوره ششم شتاب‌دهی",
            description: "کویرگرد با کمک منتورهای بازاریابی، کانال‌های جذب مسافر را آزمود.",
            daysAgo: 300,
          },
          {
            title: "پیوستن اقامتگاه‌های میمند و راین",
            description: "شمار اقامتگاه‌های همکار به بیش از شصت رسید.",
            daysAgo: 150,
          },
          {
            title: "نسخه انگلیسی سایت",
            description: "گردشگران خارجی حالا می‌توانند به زبان انگلیسی تور رزرو کنند.",
            daysAgo: 30,
          },
        ],
      },
    ],
    members: [
      { name: "نرگس بهرامی", role: "مدیرعامل" },
      { name: "امید کرمانی", role: "مسئول تورها و راهنماها" },
      { name: "سینا ملک‌زاده", role: "توسعه‌دهنده وب" },
      { name: "الهام شفیعی", role: "پشتیبانی مسافران" },
    ],
  },
  {
    slug: "kelas-yar",
    name: "کلاس‌یار",
    mark: "کلاس",
    tagline: "کلاس آنلاین و تمرین هوشمند برای دانش‌آموزان شهرهای کوچک استان",
    description:
      "کلاس‌یار بستری برای کلاس زنده، تمرین و آزمون است که با اینترنت ضعیف هم کار می‌کند. معلم‌های باتجربه کرمان برای دانش‌آموزان شهرهای کوچک و روستاها درس می‌دهند و سامانه تمرین، بر اساس اشتباه‌های هر دانش‌آموز، تمرین بعدی را پیشنهاد می‌کند.\nکلاس‌یار با آموزش و پرورش چند شهرستان برای پوشش مدرسه‌های کم‌برخوردار همکاری دارد.",
    category: "آموزش",
    stage: "growth",
    website: "https://kelasyar.ir",
    foundedYearsAgo: 4,
    joinedDaysAgo: 560,
    stats: [
      { label: "دانش‌آموز فعال", value: 26000, unit: "نفر" },
      { label: "معلم همکار", value: 340, unit: "نفر" },
      { label: "مدرسه همکار", value: 48, unit: "مدرسه" },
      { label: "بهبود نمره ریاضی", value: 17, unit: "درصد" },
    ],
    gallery: ["کلاس زنده ریاضی پایه نهم", "دانش‌آموزان روستای راین در حال تمرین", "جلسه آموزش معلم‌ها در آوینوکس"],
    timelines: [
      {
        title: "آغاز در دوران کرونا",
        items: [
          {
            title: "نخستین کلاس آنلاین",
            description: "سه معلم ریاضی برای صد دانش‌آموز کلاس زنده رایگان برگزار کردند.",
            daysAgo: 1300,
          },
          {
            title: "ساخت سامانه تمرین",
            description: "بانک هزار سؤال طبقه‌بندی‌شده و پیشنهاد خودکار تمرین ساخته شد.",
            daysAgo: 980,
          },
        ],
      },
      {
        title: "گسترش در استان",
        items: [
          {
            title: "پیوستن به آوینوکس",
            description: "تیم کلاس‌یار در فضای کار اشتراکی آوینوکس مستقر شد و دوره شتاب‌دهی را گذراند.",
            daysAgo: 560,
          },
          {
            title: "تفاهم‌نامه با آموزش و پرورش",
            description: "چهل و هشت مدرسه کم‌برخوردار استان به کلاس‌یار پیوستند.",
            daysAgo: 200,
          },
        ],
      },
    ],
    members: [
      { name: "مجید صادقی", role: "مدیرعامل" },
      { name: "لیلا ابراهیمی", role: "مدیر آموزش" },
      { name: "پویا حیدری", role: "مدیر فنی" },
    ],
  },
  {
    slug: "pezeshk-yar",
    name: "پزشک‌یار روستا",
    mark: "پزشک",
    tagline: "مشاوره پزشکی از راه دور برای خانه‌های بهداشت روستاهای کرمان",
    description:
      "پزشک‌یار روستا خانه‌های بهداشت روستایی را با تماس تصویری به پزشکان متخصص شهر وصل می‌کند. بهورز علائم حیاتی را با ابزارهای ساده ثبت می‌کند و پزشک، بی‌آنکه بیمار راه طولانی تا شهر را بپیماید، مشاوره می‌دهد.\nتیم در حال اجرای آزمایشی با دانشگاه علوم پزشکی و تکمیل مجوزهای لازم است.",
    category: "سلامت",
    stage: "mvp",
    website: null,
    foundedYearsAgo: 1,
    joinedDaysAgo: 90,
    stats: [
      { label: "مشاوره انجام‌شده", value: 3100, unit: "مشاوره" },
      { label: "خانه بهداشت همکار", value: 27, unit: "خانه بهداشت" },
      { label: "پزشک متخصص", value: 15, unit: "نفر" },
    ],
    gallery: ["تماس تصویری بهورز با پزشک", "کیف ابزار سنجش علائم حیاتی", "آموزش بهورزان در شهرستان بم"],
    timelines: [
      {
        title: "ایده‌ای از دل روستا",
        items: [
          {
            title: "مطالعه میدانی در شهرستان بم",
            description: "تیم فاصله روستاها تا نزدیک‌ترین متخصص و هزینه سفر بیماران را اندازه گرفت.",
            daysAgo: 380,
          },
          {
            title: "ساخت نسخه نخست اپلیکیشن",
            description: "اپلیکیشن بهورز با امکان کار آفلاین و ارسال پرونده پس از وصل شدن ساخته شد.",
            daysAgo: 240,
          },
        ],
      },
      {
        title: "اجرای آزمایشی",
        items: [
          {
            title: "ورود به دوره پیش‌شتاب‌دهی",
            description: "مدل درآمدی و مسیر مجوزها با منتور حقوقی آوینوکس بررسی شد.",
            daysAgo: 90,
          },
          {
            title: "همکاری با دانشگاه علوم پزشکی",
            description: "اجرای آزمایشی در بیست و هفت خانه بهداشت آغاز شد.",
            daysAgo: 35,
          },
        ],
      },
    ],
    members: [
      { name: "دکتر مهسا رنجبر", role: "بنیان‌گذار و پزشک عمومی" },
      { name: "کاوه زمانی", role: "توسعه‌دهنده موبایل" },
      { name: "ریحانه پورحسینی", role: "مسئول ارتباط با خانه‌های بهداشت" },
    ],
  },
  {
    slug: "bazaar-pay",
    name: "بازارپی",
    mark: "بازار",
    tagline: "حسابداری ساده و پرداخت آنلاین برای کسبه بازار کرمان",
    description:
      "بازارپی دفتر حساب، فاکتور و درگاه پرداخت را در یک اپلیکیشن ساده برای مغازه‌داران جمع کرده است. کسبه بازار وکیل و بازار سرپوشیده کرمان با آن فروش روزانه، طلب‌ها و بدهی‌ها را ثبت می‌کنند و لینک پرداخت برای مشتری می‌فرستند.\nگزارش ماهانه بازارپی برای گرفتن تسهیلات و تنظیم اظهارنامه مالیاتی هم به کار می‌آید.",
    category: "فناوری مالی",
    stage: "market",
    website: "https://bazaarpay.ir",
    foundedYearsAgo: 2,
    joinedDaysAgo: 240,
    stats: [
      { label: "فروشگاه فعال", value: 850, unit: "فروشگاه" },
      { label: "گردش ماهانه پرداخت‌ها", value: 42, unit: "میلیارد تومان" },
      { label: "فاکتور صادرشده", value: 61000, unit: "فاکتور" },
    ],
    gallery: [
      "معرفی بازارپی به کسبه بازار وکیل",
      "صفحه گزارش فروش روزانه",
      "تیم بازارپی در فضای کار آوینوکس",
      "چاپ فاکتور با چاپگر جیبی",
    ],
    timelines: [
      {
        title: "ساخت محصول",
        items: [
          {
            title: "دفتر حساب دیجیتال",
            description: "نخستین نسخه فقط یک دفتر طلب و بدهی بود که بیست مغازه آن را آزمودند.",
            daysAgo: 600,
          },
          {
            title: "افزودن لینک پرداخت",
            description: "اتصال به درگاه پرداخت، وصول طلب‌ها را برای کسبه آسان کرد.",
            daysAgo: 420,
          },
        ],
      },
      {
        title: "ورود به بازار",
        items: [
          {
            title: "پذیرش در شتاب‌دهی آوینوکس",
            description: "تیم با منتور مالی، مدل اشتراک ماهانه را جایگزین کارمزد کرد.",
            daysAgo: 240,
          },
          {
            title: "همکاری با اتحادیه صنف",
            description: "بازارپی ابزار پیشنهادی اتحادیه برای کسبه بازار سرپوشیده شد.",
            daysAgo: 110,
          },
        ],
      },
    ],
    members: [
      { name: "امیرحسین کریمی", role: "مدیرعامل" },
      { name: "نازنین فلاحی", role: "مدیر محصول" },
      { name: "بهزاد سلیمانی", role: "توسعه‌دهنده بک‌اند" },
    ],
  },
  {
    slug: "barno",
    name: "بارنو",
    mark: "بارنو",
    tagline: "ارسال بار بین‌شهری پسته، خرما و صنایع‌دستی با ردیابی لحظه‌ای",
    description:
      "بارنو صاحبان بار را به رانندگان کامیون و وانت در سراسر استان وصل می‌کند. صادرکننده پسته در رفسنجان یا باغدار خرما در بم، بار را ثبت می‌کند، نزدیک‌ترین راننده خالی پیشنهاد قیمت می‌دهد و مسیر بار تا تحویل روی نقشه دیده می‌شود.\nبارنو با کم کردن برگشت خالی کامیون‌ها، هزینه حمل را برای هر دو طرف پایین آورده است.",
    category: "لجستیک",
    stage: "growth",
    website: "https://barno.ir",
    foundedYearsAgo: 3,
    joinedDaysAgo: 500,
    stats: [
      { label: "راننده فعال", value: 560, unit: "راننده" },
      { label: "مرسوله جابه‌جاشده", value: 14000, unit: "مرسوله" },
      { label: "تحویل به‌موقع", value: 98, unit: "درصد" },
      { label: "شهر زیر پوشش", value: 21, unit: "شهر" },
    ],
    gallery: ["بارگیری پسته در انبار رفسنجان", "ردیابی بار روی نقشه", "رانندگان همکار بارنو"],
    timelines: [
      {
        title: "نخستین بارها",
        items: [
          {
            title: "گروه پیام‌رسان رانندگان",
            description: "بارنو با یک گروه پیام‌رسان و سی راننده آشنا شروع شد.",
            daysAgo: 1000,
          },
          {
            title: "اپلیکیشن راننده",
            description: "اپلیکیشن راننده با پیشنهاد قیمت و مسیریابی منتشر شد.",
            daysAgo: 760,
          },
        ],
      },
      {
        title: "رشد در آوینوکس",
        items: [
          {
            title: "پیوستن به آوینوکس",
            description: "بارنو در دوره چهارم شتاب‌دهی پذیرفته شد و تیمش را سه برابر کرد.",
            daysAgo: 500,
          },
          {
            title: "ردیابی لحظه‌ای بار",
            description: "صاحبان بار حالا مسیر مرسوله را تا تحویل روی نقشه می‌بینند.",
            daysAgo: 280,
          },
          {
            title: "گسترش به استان‌های همسایه",
            description: "مسیرهای کرمان به یزد، بندرعباس و زاهدان فعال شد.",
            daysAgo: 75,
          },
        ],
      },
    ],
    members: [
      { name: "رضا باقری", role: "مدیرعامل" },
      { name: "محسن طاهری", role: "مدیر عملیات" },
      { name: "شیما قاسمی", role: "مدیر فنی" },
      { name: "یاسر نظری", role: "مسئول جذب رانندگان" },
    ],
  },
  {
    slug: "pateh-bazaar",
    name: "پته‌بازار",
    mark: "پته",
    tagline: "فروش آنلاین پته‌دوزی، گلیم و صنایع‌دستی اصیل کرمان، مستقیم از هنرمند",
    description:
      "پته‌بازار فروشگاه اینترنتی هنرمندان صنایع‌دستی کرمان است: پته‌دوزی، گلیم و گبه، مس و سفال. هر اثر با نام و داستان هنرمندش عرضه می‌شود و بیشتر بهای فروش مستقیم به خود هنرمند می‌رسد.\nپته‌بازار عکاسی، بسته‌بندی و ارسال را برای هنرمندان انجام می‌دهد تا آن‌ها فقط به کار خودشان برسند.",
    category: "تجارت الکترونیک",
    stage: "market",
    website: "https://patehbazaar.ir",
    foundedYearsAgo: 2,
    joinedDaysAgo: 180,
    stats: [
      { label: "هنرمند همکار", value: 230, unit: "هنرمند" },
      { label: "سفارش ارسال‌شده", value: 5400, unit: "سفارش" },
      { label: "سهم هنرمند از فروش", value: 70, unit: "درصد" },
    ],
    gallery: [
      "رومیزی پته‌دوزی با نقش بته‌جقه",
      "کارگاه هنرمندان پته‌دوز",
      "بسته‌بندی سفارش‌ها",
      "عکاسی محصول در استودیوی آوینوکس",
    ],
    timelines: [
      {
        title: "آشنایی با هنرمندان",
        items: [
          {
            title: "نخستین نمایشگاه مجازی",
            description: "آثار پانزده هنرمند پته‌دوز در صفحه اینستاگرام عرضه شد.",
            daysAgo: 700,
          },
          {
            title: "راه‌اندازی فروشگاه اینترنتی",
            description: "فروشگاه با پرداخت آنلاین و ارسال به سراسر کشور راه افتاد.",
            daysAgo: 520,
          },
        ],
      },
      {
        title: "حرفه‌ای شدن",
        items: [
          {
            title: "پیوستن به آوینوکس",
            description: "تیم در فضای کار آوینوکس مستقر شد و استودیوی عکاسی محصول راه انداخت.",
            daysAgo: 180,
          },
          {
            title: "طرح هنرمند نوپا",
            description: "صد هنرمند تازه‌کار با آموزش قیمت‌گذاری و عکاسی به فروشگاه پیوستند.",
            daysAgo: 70,
          },
        ],
      },
    ],
    members: [
      { name: "زهرا افشار", role: "بنیان‌گذار" },
      { name: "مهدیه سلطانی", role: "مدیر بازاریابی" },
    ],
  },
  {
    slug: "bina-vision",
    name: "بیناویژن",
    mark: "بینا",
    tagline: "بینایی ماشین برای کنترل کیفیت خطوط تولید معدن و صنعت",
    description:
      "بیناویژن با دوربین‌های صنعتی و مدل‌های یادگیری عمیق، عیب‌های محصول را روی خط تولید پیدا می‌کند: ترک در کاتد مس، ناخالصی در سنگ‌شکن و اندازه نادرست قطعه. هشدار در کسری از ثانیه به اپراتور می‌رسد و گزارش کیفیت هر شیفت خودکار ساخته می‌شود.\nبیناویژن اکنون در چند واحد صنعتی استان، از جمله زنجیره تأمین صنعت مس، به کار گرفته شده است.",
    category: "هوش مصنوعی",
    stage: "growth",
    website: "https://binavision.ir",
    foundedYearsAgo: 3,
    joinedDaysAgo: 380,
    stats: [
      { label: "کارخانه مشتری", value: 7, unit: "کارخانه" },
      { label: "دقت تشخیص عیب", value: 99, unit: "درصد" },
      { label: "کاهش خطای بازرسی", value: 60, unit: "درصد" },
    ],
    gallery: ["دوربین صنعتی روی خط تولید", "نمایش عیب‌های شناسایی‌شده", "آموزش مدل در آزمایشگاه آوینوکس"],
    timelines: [
      {
        title: "پژوهش تا محصول",
        items: [
          {
            title: "پروژه دانشگاهی تشخیص ترک",
            description: "هسته تیم در دانشگاه شهید باهنر مدلی برای تشخیص ترک در کاتد مس ساخت.",
            daysAgo: 900,
          },
          {
            title: "نخستین نصب صنعتی",
            description: "سامانه برای آزمایش روی یک خط تولید در شهرک صنعتی کرمان نصب شد.",
            daysAgo: 620,
          },
        ],
      },
      {
        title: "شتاب‌دهی و فروش",
        items: [
          {
            title: "پذیرش در آوینوکس",
            description: "تیم با کمک منتورهای فروش سازمانی، بسته خدمات پشتیبانی را طراحی کرد.",
            daysAgo: 380,
          },
          {
            title: "قرارداد با هفتمین کارخانه",
            description: "بیناویژن روی خط بسته‌بندی یک کارخانه صنایع غذایی هم نصب شد.",
            daysAgo: 45,
          },
        ],
      },
    ],
    members: [
      { name: "دکتر آرش فرهمند", role: "مدیرعامل" },
      { name: "مریم توکلی", role: "پژوهشگر یادگیری عمیق" },
      { name: "هادی شجاعی", role: "مهندس سخت‌افزار" },
    ],
  },
  {
    slug: "goftar",
    name: "گفتار",
    mark: "گفتار",
    tagline: "دستیار گفت‌وگوی فارسی برای پاسخ‌گویی خودکار به مشتریان کسب‌وکارهای کوچک",
    description:
      "گفتار یک دستیار هوشمند فارسی است که به پرسش‌های تکراری مشتریان در پیام‌رسان‌ها و سایت پاسخ می‌دهد: ساعت کاری، قیمت، وضعیت سفارش و نوبت. صاحب کسب‌وکار فقط پرسش‌وپاسخ‌هایش را وارد می‌کند و گفتار بقیه را یاد می‌گیرد.\nتیم گفتار در مرحله اعتبارسنجی ایده است و با چند کسب‌وکار کرمانی نمونه آزمایشی را اجرا می‌کند.",
    category: "هوش مصنوعی",
    stage: "idea",
    website: null,
    foundedYearsAgo: 0,
    joinedDaysAgo: 25,
    stats: [
      { label: "کسب‌وکار در فهرست انتظار", value: 40, unit: "کسب‌وکار" },
      { label: "گفت‌وگوی آزمایشی", value: 12000, unit: "گفت‌وگو" },
      { label: "پاسخ درست", value: 87, unit: "درصد" },
    ],
    gallery: ["طوفان فکری تیم گفتار", "نمونه گفت‌وگو با دستیار", "ارائه ایده در روز معرفی آوینوکس"],
    timelines: [
      {
        title: "جرقه ایده",
        items: [
          {
            title: "هکاتون هوش مصنوعی",
            description: "ایده گفتار در هکاتون آوینوکس شکل گرفت و رتبه دوم را گرفت.",
            daysAgo: 150,
          },
          {
            title: "مصاحبه با صاحبان کسب‌وکار",
            description: "سی کسب‌وکار کوچک درباره پرسش‌های تکراری مشتریانشان گفتند.",
            daysAgo: 90,
          },
        ],
      },
      {
        title: "اعتبارسنجی",
        items: [
          {
            title: "پذیرش در پیش‌شتاب‌دهی",
            description: "تیم گفتار برای دوره شش‌هفته‌ای پیش‌شتاب‌دهی پذیرفته شد.",
            daysAgo: 25,
          },
          {
            title: "نمونه آزمایشی با سه فروشگاه",
            description: "دستیار در پیام‌رسان سه فروشگاه کرمانی به پرسش مشتریان پاسخ داد.",
            daysAgo: 10,
          },
        ],
      },
    ],
    members: [
      { name: "سارا عسکری", role: "هم‌بنیان‌گذار" },
      { name: "محمد امینی", role: "هم‌بنیان‌گذار و مهندس یادگیری ماشین" },
    ],
  },
];

export async function seedBusinesses(db: Database): Promise<void> {
  const thisYear = jalaliParts(daysFromNow(0)).year;
  for (const [index, b] of BUSINESSES.entries()) {
    const values = {
      ...pick(b, ["slug", "name", "tagline", "description", "category", "stage", "website"]),
      logo: artUrl("logo", b.slug, b.mark),
      cover: artUrl("business", b.slug),
      foundedYear: thisYear - b.foundedYearsAgo,
      city: b.city ?? "کرمان",
      viewCount: 40 + ((index * 53) % 400),
      createdAt: daysFromNow(-b.joinedDaysAgo, 10),
      searchText: searchableText(b.name, b.tagline, b.category, stageLabel(b.stage), b.city ?? "کرمان"),
    };
    const businessId = await upsertOn(db, businesses, businesses.slug, values);
    const stats = b.stats.map((s, i) => ({ businessId, ...s, sortOrder: i }));
    await replaceChildren(db, businessStats, businessStats.businessId, businessId, stats);
    const gallery = demoGallery(b.slug, b.gallery).map((picture) => ({ businessId, ...picture }));
    await replaceChildren(db, businessGalleries, businessGalleries.businessId, businessId, gallery);
    // Timeline items go with their timelines (cascade); the timelines come back one by one below.
    await replaceChildren(db, businessTimelines, businessTimelines.businessId, businessId, []);
    const members = b.members.map((m, i) => ({
      businessId,
      ...m,
      avatar: artUrl("avatar", m.name, nameInitials(m.name)),
      sortOrder: i,
    }));
    await replaceChildren(db, businessMembers, businessMembers.businessId, businessId, members);
    for (const [order, t] of b.timelines.entries()) {
      const first = daysFromNow(-Math.max(...t.items.map((item) => item.daysAgo)), 12);
      const [timeline] = await db
        .insert(businessTimelines)
        .values({ businessId, title: t.title, year: jalaliParts(first).year, sortOrder: order })
        .returning();
      await db.insert(businessTimelineItems).values(
        t.items.map((item, i) => ({
          timelineId: timeline!.id,
          title: item.title,
          description: item.description,
          happenedAt: daysFromNow(-item.daysAgo, 12),
          sortOrder: i,
        })),
      );
    }
  }
}
