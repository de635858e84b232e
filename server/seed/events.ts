import "server-only";
// Demo events for a Kerman innovation cafe: past and upcoming, free and paid, one full.
import { eq } from "drizzle-orm";
import { searchableText } from "@/shared/format/persian-text";
import type { Database } from "@/server/db/types";
import { addHours, daysFromNow, pick } from "./helpers";
import { upsertOn, saveByNaturalKey, upsertSlugNames } from "./upsert";
import { demoGallery, replaceChildren } from "./children";
import {
  eventGalleryFiles,
  eventPresenters,
  events,
  eventSponsors,
  eventTags,
  eventTimes,
  organizers,
  tags,
} from "@/server/db/schema";
import { artUrl } from "@/server/media/art";

const TAGS = [
  ["ai", "هوش مصنوعی"],
  ["startup", "استارتاپ"],
  ["marketing", "بازاریابی"],
  ["programming", "برنامه‌نویسی"],
  ["design", "طراحی محصول"],
  ["investment", "سرمایه‌گذاری"],
  ["networking", "شبکه‌سازی"],
  ["agritech", "کشاورزی هوشمند"],
] as const;

const ORGANIZERS = [
  {
    name: "آوینوکس",
    description: "کافه نوآوری و شتاب‌دهنده آوینوکس؛ میزبان رویدادهای هفتگی جامعه استارتاپی کرمان.",
    website: "https://avinox.ir",
  },
  {
    name: "انجمن علمی کامپیوتر دانشگاه باهنر",
    description: "انجمن دانشجویی مهندسی کامپیوتر دانشگاه شهید باهنر کرمان.",
    website: null,
  },
  {
    name: "پارک علم و فناوری کرمان",
    description: "حامی شرکت‌های دانش‌بنیان و فناور استان کرمان.",
    website: "https://kstp.ir",
  },
];

const PRESENTERS = [
  {
    name: "دکتر سارا محمدی",
    title: "پژوهشگر یادگیری ماشین",
    bio: "عضو هیئت علمی دانشگاه و مشاور چند استارتاپ در حوزه بینایی ماشین.",
  },
  { name: "علی رضایی", title: "مدیر محصول", bio: "ده سال تجربه در ساخت محصولات دیجیتال و مدیریت تیم‌های چابک." },
  {
    name: "مریم کاظمی",
    title: "مشاور بازاریابی دیجیتال",
    bio: "بنیان‌گذار آژانس رشد و مدرس دوره‌های بازاریابی محتوا.",
  },
  {
    name: "حمید نوری",
    title: "سرمایه‌گذار خطرپذیر",
    bio: "شریک صندوق سرمایه‌گذاری جسورانه با سابقه سرمایه‌گذاری در ۲۰ استارتاپ.",
  },
  { name: "نگار احمدی", title: "طراح تجربه کاربری", bio: "طراح ارشد محصول و مدرس طراحی تعامل." },
  { name: "رضا شریفی", title: "مهندس نرم‌افزار ارشد", bio: "توسعه‌دهنده بک‌اند و علاقه‌مند به سیستم‌های توزیع‌شده." },
];

type SeedEvent = {
  slug: string;
  title: string;
  summary: string;
  description: string;
  category: string;
  capacity: number;
  attendees: number;
  price: number;
  day: number;
  hour: number;
  hours: number;
  sessions: Array<{ title: string; offsetHours: number; hours: number; presenter?: number; host?: string }>;
  tags: string[];
  organizer: number;
  sponsors?: Array<{ name: string; level: string }>;
  location?: "cafe" | "hall" | "online";
  gallery?: number;
};

const EVENTS: SeedEvent[] = [
  {
    slug: "ai-meetup-kerman",
    title: "میت‌آپ هوش مصنوعی کرمان",
    summary: "دورهمی ماهانه علاقه‌مندان هوش مصنوعی: از مدل‌های زبانی تا کاربردهای صنعتی در کرمان.",
    description:
      "در این میت‌آپ سه ارائه کوتاه درباره کاربرد مدل‌های زبانی در کسب‌وکارهای کوچک، بینایی ماشین در صنعت مس و تجربه راه‌اندازی یک محصول مبتنی بر هوش مصنوعی خواهیم داشت.\nپس از ارائه‌ها، فرصت گفت‌وگو و شبکه‌سازی با چای و قهوه در کافه آوینوکس فراهم است.",
    category: "میت‌آپ",
    capacity: 80,
    attendees: 54,
    price: 0,
    day: 5,
    hour: 17,
    hours: 3,
    sessions: [
      { title: "مدل‌های زبانی برای کسب‌وکارهای کوچک", offsetHours: 0, hours: 1, presenter: 0 },
      { title: "بینایی ماشین در صنعت", offsetHours: 1, hours: 1, presenter: 5 },
      { title: "گفت‌وگوی آزاد و شبکه‌سازی", offsetHours: 2, hours: 1, host: "تیم آوینوکس" },
    ],
    tags: ["ai", "networking"],
    organizer: 0,
    sponsors: [
      { name: "ابرآروان", level: "حامی طلایی" },
      { name: "پارک علم و فناوری کرمان", level: "حامی" },
    ],
    location: "hall",
    gallery: 0,
  },
  {
    slug: "startup-weekend-spring",
    title: "استارتاپ ویکند آوینوکس",
    summary: "۵۴ ساعت از ایده تا نمونه اولیه: تیم بسازید، محصول بسازید و جلوی داوران ارائه دهید.",
    description:
      "استارتاپ ویکند رویدادی سه‌روزه است که در آن شرکت‌کنندگان ایده‌هایشان را مطرح می‌کنند، تیم تشکیل می‌دهند و با کمک منتورها در پایان رویداد نمونه اولیه‌ای را ارائه می‌دهند.\nبه تیم‌های برتر جایزه نقدی و پذیرش مستقیم در دوره شتاب‌دهی آوینوکس تعلق می‌گیرد.",
    category: "رویداد استارتاپی",
    capacity: 60,
    attendees: 60,
    price: 1_500_000,
    day: 12,
    hour: 9,
    hours: 54,
    sessions: [
      { title: "روز اول: معرفی ایده‌ها و تیم‌سازی", offsetHours: 0, hours: 9, host: "تیم آوینوکس" },
      { title: "روز دوم: ساخت نمونه اولیه با منتورها", offsetHours: 24, hours: 10, presenter: 1 },
      { title: "روز سوم: ارائه نهایی و داوری", offsetHours: 48, hours: 6, presenter: 3 },
    ],
    tags: ["startup", "networking", "investment"],
    organizer: 0,
    sponsors: [
      { name: "صندوق نوآوری و شکوفایی", level: "حامی اصلی" },
      { name: "بانک رسالت", level: "حامی" },
      { name: "کافه‌بازار", level: "حامی رسانه‌ای" },
    ],
    location: "hall",
  },
  {
    slug: "product-design-workshop",
    title: "کارگاه طراحی محصول: از مسئله تا نمونه",
    summary: "یک کارگاه عملی برای یاد گرفتن مصاحبه با کاربر، نقشه سفر مشتری و ساخت نمونه کم‌هزینه.",
    description:
      "در این کارگاه عملی، روی یک مسئله واقعی کار می‌کنیم: مصاحبه با کاربر، تحلیل یافته‌ها، نقشه سفر مشتری و ساخت نمونه کاغذی و دیجیتال.\nلپ‌تاپ همراه داشته باشید. ظرفیت کارگاه محدود است.",
    category: "کارگاه آموزشی",
    capacity: 25,
    attendees: 19,
    price: 900_000,
    day: 8,
    hour: 10,
    hours: 5,
    sessions: [
      { title: "مصاحبه با کاربر و تحلیل یافته‌ها", offsetHours: 0, hours: 2, presenter: 4 },
      { title: "نمونه‌سازی سریع", offsetHours: 2.5, hours: 2.5, presenter: 4 },
    ],
    tags: ["design", "startup"],
    organizer: 0,
    location: "cafe",
  },
  {
    slug: "growth-marketing-101",
    title: "بازاریابی رشد برای استارتاپ‌های نوپا",
    summary: "چطور با بودجه کم اولین هزار کاربر را جذب کنیم؟ تجربه‌های واقعی از بازار ایران.",
    description:
      "این جلسه برای بنیان‌گذارانی است که محصولشان آماده است اما کاربر ندارند. درباره کانال‌های جذب، آزمایش‌های سریع و سنجش نتایج صحبت می‌کنیم.",
    category: "کارگاه آموزشی",
    capacity: 40,
    attendees: 22,
    price: 600_000,
    day: 19,
    hour: 16,
    hours: 3,
    sessions: [{ title: "اصول بازاریابی رشد", offsetHours: 0, hours: 3, presenter: 2 }],
    tags: ["marketing", "startup"],
    organizer: 0,
    location: "cafe",
  },
  {
    slug: "investor-demo-day",
    title: "دمو دی سرمایه‌گذاران",
    summary: "ارائه تیم‌های دوره هفتم شتاب‌دهی آوینوکس به سرمایه‌گذاران و فعالان اکوسیستم.",
    description:
      "هشت تیم منتخب دوره هفتم شتاب‌دهی، محصول و برنامه رشدشان را در برابر سرمایه‌گذاران ارائه می‌دهند. حضور برای عموم آزاد است اما ثبت‌نام الزامی است.",
    category: "دمو دی",
    capacity: 150,
    attendees: 97,
    price: 0,
    day: 26,
    hour: 16,
    hours: 4,
    sessions: [
      { title: "خوشامدگویی و معرفی دوره", offsetHours: 0, hours: 0.5, host: "مدیر شتاب‌دهنده آوینوکس" },
      { title: "ارائه تیم‌ها", offsetHours: 0.5, hours: 2.5, presenter: 3 },
      { title: "گفت‌وگوی سرمایه‌گذاران و تیم‌ها", offsetHours: 3, hours: 1, host: "تیم آوینوکس" },
    ],
    tags: ["investment", "startup", "networking"],
    organizer: 2,
    sponsors: [{ name: "پارک علم و فناوری کرمان", level: "حامی اصلی" }],
    location: "hall",
  },
  {
    slug: "python-backend-bootcamp",
    title: "بوت‌کمپ برنامه‌نویسی بک‌اند با پایتون",
    summary: "چهار جلسه فشرده برای ساخت API واقعی با پایتون، پایگاه داده و استقرار.",
    description:
      "در چهار جلسه یک API کامل می‌سازیم: طراحی مدل داده، احراز هویت، تست و استقرار. مناسب برای کسانی که مقدمات پایتون را می‌دانند.",
    category: "دوره آموزشی",
    capacity: 30,
    attendees: 12,
    price: 2_400_000,
    day: 33,
    hour: 17,
    hours: 3,
    sessions: [
      { title: "جلسه اول: طراحی API", offsetHours: 0, hours: 3, presenter: 5 },
      { title: "جلسه دوم: پایگاه داده", offsetHours: 168, hours: 3, presenter: 5 },
    ],
    tags: ["programming"],
    organizer: 1,
    location: "cafe",
  },
  {
    slug: "agritech-pistachio",
    title: "نوآوری در کشاورزی هوشمند پسته",
    summary: "فناوری‌های نو در آبیاری، پایش باغ و فروش پسته کرمان؛ با حضور باغداران و استارتاپ‌ها.",
    description:
      "نشستی مشترک میان باغداران، پژوهشگران و استارتاپ‌ها درباره چالش‌های آب، آفت و فروش پسته و فرصت‌هایی که فناوری ایجاد می‌کند.",
    category: "نشست تخصصی",
    capacity: 70,
    attendees: 31,
    price: 0,
    day: 40,
    hour: 10,
    hours: 3,
    sessions: [{ title: "پایش هوشمند باغ با حسگرها", offsetHours: 0, hours: 3, presenter: 0 }],
    tags: ["agritech", "ai"],
    organizer: 2,
    location: "hall",
  },
  {
    slug: "founders-coffee",
    title: "قهوه با بنیان‌گذاران",
    summary: "گپی صمیمی با بنیان‌گذاران استارتاپ‌های مستقر در آوینوکس درباره شکست‌ها و موفقیت‌ها.",
    description: "هر ماه یکی از بنیان‌گذاران مستقر در آوینوکس از مسیرش می‌گوید و به پرسش‌ها پاسخ می‌دهد.",
    category: "میت‌آپ",
    capacity: 35,
    attendees: 35,
    price: 0,
    day: -6,
    hour: 18,
    hours: 2,
    sessions: [{ title: "داستان یک شکست و شروع دوباره", offsetHours: 0, hours: 2, presenter: 1 }],
    tags: ["startup", "networking"],
    organizer: 0,
    location: "cafe",
    gallery: 1,
  },
  {
    slug: "ux-writing-session",
    title: "نوشتن برای رابط کاربری فارسی",
    summary: "اصول نگارش متن رابط کاربری فارسی: لحن، وضوح و راست‌به‌چپ درست.",
    description:
      "در این جلسه با نمونه‌های واقعی از اپلیکیشن‌های ایرانی، اصول نوشتن متن‌های کوتاه و روشن برای رابط کاربری را مرور می‌کنیم.",
    category: "کارگاه آموزشی",
    capacity: 30,
    attendees: 28,
    price: 400_000,
    day: -14,
    hour: 17,
    hours: 2,
    sessions: [{ title: "لحن و وضوح در رابط کاربری", offsetHours: 0, hours: 2, presenter: 4 }],
    tags: ["design"],
    organizer: 0,
    location: "cafe",
    gallery: 2,
  },
  {
    slug: "fundraising-clinic",
    title: "کلینیک جذب سرمایه",
    summary: "جلسه‌های کوتاه یک‌به‌یک با سرمایه‌گذار برای بازبینی پیچ‌دک و مدل مالی.",
    description: "تیم‌ها در نوبت‌های ۲۰ دقیقه‌ای پیچ‌دک خود را با یک سرمایه‌گذار مرور می‌کنند و بازخورد می‌گیرند.",
    category: "مشاوره",
    capacity: 12,
    attendees: 12,
    price: 0,
    day: -25,
    hour: 15,
    hours: 4,
    sessions: [{ title: "نوبت‌های مشاوره", offsetHours: 0, hours: 4, presenter: 3 }],
    tags: ["investment"],
    organizer: 0,
    location: "cafe",
  },
  {
    slug: "women-in-tech-kerman",
    title: "زنان در فناوری کرمان",
    summary: "روایت‌های زنان فعال در فناوری کرمان و گفت‌وگو درباره فرصت‌های برابر.",
    description:
      "سه مهمان از مسیر حرفه‌ای خود می‌گویند؛ سپس گفت‌وگوی گروهی درباره راهکارهای افزایش حضور زنان در تیم‌های فنی برگزار می‌شود.",
    category: "میت‌آپ",
    capacity: 60,
    attendees: 47,
    price: 0,
    day: -40,
    hour: 17,
    hours: 3,
    sessions: [{ title: "روایت‌ها و گفت‌وگو", offsetHours: 0, hours: 3, presenter: 0 }],
    tags: ["networking", "programming"],
    organizer: 1,
    location: "hall",
    gallery: 3,
  },
  {
    slug: "online-seo-webinar",
    title: "وبینار سئو برای فروشگاه‌های اینترنتی",
    summary: "وبینار آنلاین: سئوی فنی و محتوایی برای فروشگاه‌های اینترنتی کوچک.",
    description: "این وبینار به صورت آنلاین برگزار می‌شود و لینک ورود پس از ثبت‌نام برایتان پیامک می‌شود.",
    category: "وبینار",
    capacity: 200,
    attendees: 86,
    price: 0,
    day: 15,
    hour: 20,
    hours: 1.5,
    sessions: [{ title: "سئوی فنی و محتوایی", offsetHours: 0, hours: 1.5, presenter: 2 }],
    tags: ["marketing"],
    organizer: 0,
    location: "online",
  },
  {
    slug: "hardware-hackathon",
    title: "هکاتون سخت‌افزار و اینترنت اشیا",
    summary: "دو روز ساخت با بردهای الکترونیکی و حسگرها برای حل مسئله‌های شهری کرمان.",
    description: "تیم‌ها با قطعات و بردهایی که در اختیارشان قرار می‌گیرد راه‌حلی برای یک مسئله شهری می‌سازند.",
    category: "هکاتون",
    capacity: 40,
    attendees: 40,
    price: 500_000,
    day: -60,
    hour: 9,
    hours: 30,
    sessions: [
      { title: "روز اول: ساخت", offsetHours: 0, hours: 10, host: "تیم آوینوکس" },
      { title: "روز دوم: ارائه", offsetHours: 24, hours: 6, presenter: 5 },
    ],
    tags: ["programming", "agritech"],
    organizer: 1,
    location: "hall",
    gallery: 4,
  },
];

const PLACES = {
  cafe: {
    title: "کافه آوینوکس",
    address: "کرمان، بلوار جمهوری اسلامی، پارک علم و فناوری، ساختمان نوآوری آوینوکس، طبقه همکف",
    lat: 30.2839,
    lng: 57.0834,
  },
  hall: {
    title: "سالن رویدادهای آوینوکس",
    address: "کرمان، بلوار جمهوری اسلامی، پارک علم و فناوری، ساختمان نوآوری آوینوکس، طبقه دوم",
    lat: 30.2839,
    lng: 57.0834,
  },
  online: { title: "آنلاین", address: "برگزاری آنلاین؛ لینک پس از ثبت‌نام ارسال می‌شود", lat: null, lng: null },
} as const;

const GALLERY_CAPTIONS = [
  "لحظه‌ای از ارائه‌ها",
  "گفت‌وگوی شرکت‌کنندگان",
  "فضای کافه در زمان رویداد",
  "عکس یادگاری پایان رویداد",
];

export async function seedEvents(db: Database): Promise<void> {
  const tagIds = await upsertSlugNames(db, tags, TAGS);

  const organizerIds: number[] = [];
  for (const o of ORGANIZERS) {
    const values = { ...o, logo: artUrl("logo", o.name, o.name.split(" ")[0]) };
    organizerIds.push(await saveByNaturalKey(db, organizers, eq(organizers.name, o.name), values));
  }

  const presenterIds: number[] = [];
  for (const p of PRESENTERS) {
    const initials = p.name
      .replace("دکتر ", "")
      .split(" ")
      .map((w) => w[0])
      .join("‌");
    const values = { ...p, avatar: artUrl("avatar", p.name, initials) };
    presenterIds.push(await saveByNaturalKey(db, eventPresenters, eq(eventPresenters.name, p.name), values));
  }

  for (const [index, e] of EVENTS.entries()) {
    const startsAt = daysFromNow(e.day, e.hour);
    const place = PLACES[e.location ?? "cafe"];
    const values = {
      ...pick(e, ["slug", "title", "summary", "description", "category", "capacity", "price"]),
      cover: artUrl("event", e.slug),
      attendeesCount: e.attendees,
      locationTitle: place.title,
      address: place.address,
      lat: place.lat,
      lng: place.lng,
      onlineUrl: e.location === "online" ? "https://meet.avinox.ir/seo-webinar" : null,
      organizerId: organizerIds[e.organizer]!,
      startsAt,
      endsAt: addHours(startsAt, e.hours),
      viewCount: 40 + ((index * 37) % 300),
      createdAt: daysFromNow(Math.min(e.day, 0) - 20 + index),
      searchText: searchableText(
        e.title,
        e.summary,
        e.category,
        e.tags.map((t) => TAGS.find(([s]) => s === t)?.[1] ?? ""),
      ),
    };
    // Re-seeding refreshes the demo text and dates, never the seats people took or the views.
    const { attendeesCount: _seats, viewCount: _views, ...refreshed } = values;
    const eventId = await upsertOn(db, events, events.slug, values, refreshed);
    const sessions = e.sessions.map((s) => {
      const start = addHours(startsAt, s.offsetHours);
      return {
        eventId,
        title: s.title,
        startsAt: start,
        endsAt: addHours(start, s.hours),
        presenterId: s.presenter === undefined ? null : presenterIds[s.presenter]!,
        hostName: s.host ?? null,
      };
    });
    await replaceChildren(db, eventTimes, eventTimes.eventId, eventId, sessions);
    const sponsors = (e.sponsors ?? []).map((s, i) => ({
      eventId,
      ...s,
      logo: artUrl("logo", s.name, s.name.split(" ")[0]),
      website: null,
      sortOrder: i,
    }));
    await replaceChildren(db, eventSponsors, eventSponsors.eventId, eventId, sponsors);
    const eventTagRows = e.tags.map((t) => ({ eventId, tagId: tagIds.get(t)! }));
    await replaceChildren(db, eventTags, eventTags.eventId, eventId, eventTagRows);
    const gallery = e.gallery === undefined ? [] : demoGallery(e.slug, GALLERY_CAPTIONS);
    await replaceChildren(
      db,
      eventGalleryFiles,
      eventGalleryFiles.eventId,
      eventId,
      gallery.map((p) => ({ eventId, ...p })),
    );
  }
}
