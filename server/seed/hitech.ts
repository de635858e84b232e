import "server-only";
// Demo hi-tech projects: Kerman's industries (copper, pistachio, water, sun, tourism) working with
// the accelerator's teams; recruiting, under way and finished; one without a fixed budget; one hidden.
import { searchableText } from "@/shared/format/persian-text";
import { HITECH_FIELDS, HITECH_STATUSES, type HitechField, type HitechStatus } from "@/shared/types/hitech";
import type { Database } from "@/server/db/types";
import { hitechProjects } from "@/server/db/schema";
import { daysFromNow, pick, demoStatus } from "./helpers";
import { upsertOn } from "./upsert";
import { artUrl } from "@/server/media/art";

type SeedProject = {
  slug: string;
  title: string;
  summary: string;
  description: string;
  field: HitechField;
  status: HitechStatus;
  partner: string;
  needs: string[];
  technologies: string[];
  /** Rial; null when settled with the team. */
  budget: number | null;
  months: number;
  views: number;
  /** Days before today the project was announced. */
  added: number;
  published?: boolean;
};

const PROJECTS: SeedProject[] = [
  {
    slug: "copper-mine-sensor-monitoring",
    title: "پایش هوشمند تجهیزات معدن مس با حسگرهای اینترنت اشیا",
    summary:
      "شبکه‌ای از حسگرهای کم‌مصرف که لرزش، دما و ساعت کار سنگ‌شکن‌ها و نوار نقاله‌ها را می‌سنجد و پیش از خرابی هشدار می‌دهد.",
    description:
      "توقف ناگهانی سنگ‌شکن یا نوار نقاله در یک معدن مس، هر ساعت هزینه سنگینی دارد. در این پروژه حسگرهای لرزش و دما روی تجهیزات حیاتی نصب می‌شوند و داده‌ها از راه شبکه LoRaWAN به یک سامانه مرکزی می‌رسند.\nمدل‌های یادگیری ماشین الگوی کار عادی هر دستگاه را یاد می‌گیرند و ناهنجاری‌ها را پیش از خرابی به تیم نگهداری گزارش می‌کنند. نمونه اولیه روی دو سنگ‌شکن آزمایش شده و اکنون برای گسترش به کل خط فرآوری به همکار نیاز داریم.",
    field: "mining",
    status: "recruiting",
    partner: "شرکت فرآوری مواد معدنی پارس کرمان",
    needs: ["مهندس سیستم‌های نهفته", "توسعه‌دهنده بک‌اند", "متخصص یادگیری ماشین"],
    technologies: ["اینترنت اشیا", "LoRaWAN", "Python", "یادگیری ماشین", "TimescaleDB"],
    budget: 1_800_000_000,
    months: 12,
    views: 486,
    added: 10,
  },
  {
    slug: "pistachio-drying-optimization",
    title: "بهینه‌سازی مصرف انرژی در خشک‌کن‌های پسته",
    summary:
      "کنترل هوشمند دما و جریان هوا در خشک‌کن‌های پسته رفسنجان برای کم کردن مصرف گاز و یکنواخت کردن کیفیت محصول.",
    description:
      "بیشتر خشک‌کن‌های پسته با تنظیم دستی کار می‌کنند و بخش بزرگی از گاز مصرفی هدر می‌رود. در این پروژه با نصب حسگرهای دما و رطوبت و یک کنترلر هوشمند، دما و جریان هوا متناسب با رطوبت محصول تنظیم می‌شود.\nفاز اول در سه خشک‌کن تعاونی اجرا شده و کاهش حدود بیست درصدی مصرف گاز را نشان داده است. اکنون تیم روی تحلیل داده‌های فصل برداشت و آماده کردن نسخه قابل‌فروش کار می‌کند.",
    field: "agriculture",
    status: "in-progress",
    partner: "تعاونی باغداران پسته رفسنجان",
    needs: ["مهندس کنترل", "تحلیلگر داده"],
    technologies: ["اینترنت اشیا", "سیستم‌های کنترل", "تحلیل داده", "PLC"],
    budget: 950_000_000,
    months: 8,
    views: 352,
    added: 40,
  },
  {
    slug: "persian-speech-recognition-call-center",
    title: "بازشناسی گفتار فارسی برای مراکز تماس",
    summary:
      "تبدیل خودکار تماس‌های مرکز پاسخگویی به متن، با پشتیبانی از لهجه کرمانی، برای تحلیل رضایت مشتری و پاسخ سریع‌تر.",
    description:
      "مراکز تماس روزانه هزاران مکالمه دارند که هیچ‌کس فرصت شنیدن دوباره‌شان را ندارد. هدف این پروژه ساخت مدل بازشناسی گفتار فارسی است که مکالمه‌ها را به متن تبدیل کند و موضوع و لحن هر تماس را تشخیص دهد.\nیکی از چالش‌های اصلی، لهجه‌ها و واژه‌های محلی است؛ به همین دلیل بخشی از داده‌ها با همکاری مرکز تماس شریک پروژه در کرمان جمع‌آوری و برچسب‌گذاری می‌شود.",
    field: "ai",
    status: "recruiting",
    partner: "شرکت ارتباطات پیشگامان کویر",
    needs: ["پژوهشگر پردازش گفتار", "مهندس MLOps", "برچسب‌گذار داده"],
    technologies: ["یادگیری عمیق", "پردازش گفتار", "Python", "PyTorch", "Kubernetes"],
    budget: 2_000_000_000,
    months: 14,
    views: 529,
    added: 5,
  },
  {
    slug: "solar-panel-cleaning-robot",
    title: "ربات تمیزکننده پنل‌های خورشیدی",
    summary: "رباتی خودکار و کم‌آب برای پاک کردن گردوغبار از پنل‌های نیروگاه‌های خورشیدی کویر کرمان.",
    description:
      "گردوغبار کویر می‌تواند بازده پنل‌های خورشیدی را تا یک‌سوم کم کند و شست‌وشوی دستی هم آب زیادی می‌برد. این پروژه رباتی می‌سازد که شب‌ها روی ردیف پنل‌ها حرکت کند و با برس و جریان هوا، بدون آب یا با آب بسیار کم، آن‌ها را تمیز کند.\nربات با بینایی ماشین میزان آلودگی هر پنل را می‌سنجد تا فقط جایی که لازم است کار کند. برای ساخت نمونه دوم به مهندس مکاترونیک و برنامه‌نویس ROS نیاز داریم.",
    field: "energy",
    status: "recruiting",
    partner: "شرکت انرژی‌های نو آفتاب کرمان",
    needs: ["مهندس مکاترونیک", "برنامه‌نویس ROS", "طراح صنعتی"],
    technologies: ["رباتیک", "ROS", "بینایی ماشین", "سیستم‌های نهفته"],
    budget: 1_400_000_000,
    months: 10,
    views: 401,
    added: 18,
  },
  {
    slug: "water-leak-detection",
    title: "تشخیص نشت شبکه آب شهری با حسگرهای صوتی",
    summary: "شنیدن صدای نشت در لوله‌های زیرزمینی و نشان دادن محل آن روی نقشه، پیش از آنکه آب هدر برود.",
    description:
      "بخش قابل‌توجهی از آب شرب در شبکه‌های فرسوده هدر می‌رود. در این پروژه حسگرهای صوتی روی شیرها و اتصالات شبکه نصب می‌شوند و با پردازش سیگنال، صدای نشت از صداهای عادی شبکه جدا می‌شود.\nمحل احتمالی نشت روی نقشه GIS به تیم تعمیرات نشان داده می‌شود. آزمایش میدانی در دو منطقه شهر کرمان در جریان است و بودجه فاز بعد با شریک پروژه توافق می‌شود.",
    field: "water",
    status: "in-progress",
    partner: "شرکت آب و فاضلاب استان کرمان",
    needs: ["مهندس پردازش سیگنال", "توسعه‌دهنده GIS"],
    technologies: ["اینترنت اشیا", "پردازش سیگنال", "یادگیری ماشین", "GIS"],
    budget: null,
    months: 9,
    views: 298,
    added: 25,
  },
  {
    slug: "kerman-tourism-recommender",
    title: "سامانه پیشنهاد سفر گردشگری کرمان",
    summary:
      "برنامه سفر شخصی برای گردشگران کرمان: از باغ شاهزاده ماهان تا کلوت‌های شهداد، بر اساس سلیقه، زمان و بودجه.",
    description:
      "گردشگران کرمان اغلب فقط چند جاذبه شناخته‌شده را می‌بینند. این سامانه با پرسیدن چند سؤال درباره سلیقه، مدت سفر و بودجه، برنامه روزبه‌روز پیشنهاد می‌دهد و اقامتگاه‌ها و راهنماهای محلی را معرفی می‌کند.\nموتور پیشنهاد از نظرهای ثبت‌شده گردشگران و داده‌های دفاتر خدمات مسافرتی یاد می‌گیرد. نسخه وب و یک دستیار گفت‌وگومحور فارسی در برنامه است.",
    field: "tourism",
    status: "recruiting",
    partner: "انجمن دفاتر خدمات مسافرتی استان کرمان",
    needs: ["توسعه‌دهنده فرانت‌اند", "متخصص سیستم‌های توصیه‌گر", "تولیدکننده محتوای گردشگری"],
    technologies: ["سیستم‌های توصیه‌گر", "Python", "React", "پردازش زبان طبیعی"],
    budget: 600_000_000,
    months: 6,
    views: 233,
    added: 2,
  },
  {
    slug: "ore-grade-machine-vision",
    title: "تخمین عیار سنگ معدن با بینایی ماشین",
    summary: "تخمین لحظه‌ای عیار مس از روی تصویر سنگ‌های روی نوار نقاله، به جای نمونه‌برداری کند آزمایشگاهی.",
    description:
      "نمونه‌برداری آزمایشگاهی از سنگ معدن ساعت‌ها طول می‌کشد. در این پروژه دوربین‌هایی بالای نوار نقاله نصب شد و مدل یادگیری عمیق از روی رنگ و بافت سنگ‌ها عیار تقریبی را تخمین زد.\nپروژه با موفقیت به پایان رسید و اکنون در خط فرآوری شریک پروژه به کار می‌رود؛ نتایج آن پایه پروژه پایش هوشمند تجهیزات شد.",
    field: "mining",
    status: "completed",
    partner: "شرکت فرآوری مواد معدنی پارس کرمان",
    needs: ["مهندس بینایی ماشین"],
    technologies: ["بینایی ماشین", "یادگیری عمیق", "Python"],
    budget: 1_100_000_000,
    months: 7,
    views: 612,
    added: 200,
  },
  {
    slug: "qanat-water-level-monitoring",
    title: "پایش سطح آب قنات‌ها",
    summary: "حسگرهای خورشیدی کم‌مصرف که سطح و دبی آب قنات‌های حاشیه کرمان را اندازه می‌گیرند و هر روز گزارش می‌دهند.",
    description:
      "قنات‌ها هنوز منبع آب بسیاری از روستاهای استان‌اند، اما کم شدن آبشان دیر فهمیده می‌شود. در این پروژه حسگرهای سطح آب با باتری خورشیدی در ده قنات نصب شدند و داده‌ها از راه LoRaWAN ارسال شد.\nداشبورد پروژه اکنون در اختیار شریک پروژه است و روند یک‌ساله آب قنات‌ها را نشان می‌دهد.",
    field: "water",
    status: "completed",
    partner: "شرکت آب منطقه‌ای کرمان",
    needs: ["مهندس الکترونیک"],
    technologies: ["اینترنت اشیا", "LoRaWAN", "انرژی خورشیدی"],
    budget: 400_000_000,
    months: 5,
    views: 187,
    added: 160,
  },
  {
    slug: "drone-pistachio-spraying",
    title: "سم‌پاشی هدفمند باغ‌های پسته با پهپاد",
    summary: "این پروژه هنوز در حال تعریف است و منتشر نشده است.",
    description: "این پروژه هنوز در حال تعریف است.",
    field: "agriculture",
    status: "recruiting",
    partner: "تعاونی باغداران پسته رفسنجان",
    needs: ["خلبان پهپاد"],
    technologies: ["پهپاد", "بینایی ماشین", "اینترنت اشیا"],
    budget: 500_000_000,
    months: 6,
    views: 0,
    added: 1,
    published: false,
  },
];

export async function seedHitech(db: Database): Promise<void> {
  for (const p of PROJECTS) {
    const values = {
      ...pick(p, ["slug", "title", "summary", "description", "field", "partner", "needs", "technologies", "budget"]),
      stage: p.status,
      cover: artUrl("project", p.slug),
      durationMonths: p.months,
      status: demoStatus(p),
      viewCount: p.views,
      createdAt: daysFromNow(-p.added, 9),
      searchText: searchableText(
        p.title,
        p.summary,
        p.partner,
        HITECH_FIELDS[p.field],
        HITECH_STATUSES[p.status],
        p.needs,
        p.technologies,
      ),
    };
    await upsertOn(db, hitechProjects, hitechProjects.slug, values);
  }
}
