import "server-only";
// Demo workspaces in Kerman: five service types, two branches, their spaces and hourly, daily and
// monthly plans at realistic prices (stored in rial).
import { and, eq } from "drizzle-orm";
import type { PlanPeriod } from "@/shared/types/workspaces";
import type { Database } from "@/server/db/types";
import { branchClosedDays, branches, locationPlans, locations, services } from "@/server/db/schema";
import { addDaysIso, isoWeekday, tehranToday } from "@/shared/format/date";
import { artUrl } from "@/server/media/art";
import { planSearchText } from "@/server/workspaces/queries";
import { pick } from "./helpers";
import { upsertOn, saveByNaturalKey } from "./upsert";

const SERVICES = [
  {
    slug: "hot-desk",
    title: "میز آزاد",
    icon: "desk",
    description:
      "میزی در سالن کار اشتراکی، بدون جای ثابت: هر بار که می‌آیید جایی را که دوست دارید انتخاب کنید. مناسب فریلنسرها و دانشجویان.",
  },
  {
    slug: "dedicated-desk",
    title: "میز اختصاصی",
    icon: "dedicated-desk",
    description: "میز ثابت با کمد قفل‌دار که فقط مال شماست؛ وسایلتان می‌ماند و هر روز سر جای خودتان کار می‌کنید.",
  },
  {
    slug: "private-office",
    title: "اتاق خصوصی تیمی",
    icon: "team-room",
    description: "اتاق دربسته برای تیم‌های ۴ تا ۸ نفره، با اینترنت اختصاصی و دسترسی به همه امکانات مشترک آوینوکس.",
  },
  {
    slug: "meeting-room",
    title: "سالن جلسه",
    icon: "meeting-room",
    description:
      "سالن جلسه مجهز به نمایشگر و وایت‌برد برای جلسه با مشتری، مصاحبه استخدامی یا کارگاه‌های کوچک؛ ساعتی یا روزانه.",
  },
  {
    slug: "event-hall",
    title: "سالن رویداد",
    icon: "event-hall",
    description: "سالن ۱۲۰ نفره با سیستم صوت و تصویر و امکان پخش زنده، برای میت‌آپ، رونمایی محصول و دوره‌های آموزشی.",
  },
] as const;

type ServiceSlug = (typeof SERVICES)[number]["slug"];

type SeedPlan = {
  title: string;
  service: ServiceSlug;
  period: PlanPeriod;
  /** Toman per period (stored in rial). */
  toman: number;
  capacity: number;
  description: string;
  amenities: string[];
};

type SeedLocation = {
  name: string;
  description: string;
  floor: string;
  capacity: number;
  amenities: string[];
  plans: SeedPlan[];
};

type SeedBranch = {
  slug: string;
  name: string;
  description: string;
  address: string;
  phone: string;
  hours: string;
  lat: number;
  lng: number;
  locations: SeedLocation[];
};

const BRANCHES: SeedBranch[] = [
  {
    slug: "science-park",
    name: "شعبه مرکزی پارک علم و فناوری",
    description:
      "بزرگ‌ترین فضای کار آوینوکس در ساختمان نوآوری پارک علم و فناوری کرمان: سالن کار اشتراکی، اتاق‌های تیمی، سالن جلسات، سالن رویداد و کافه نوآوری، کنار شرکت‌های دانش‌بنیان استان.",
    address: "کرمان، بلوار جمهوری اسلامی، پارک علم و فناوری، ساختمان نوآوری آوینوکس",
    phone: "034-31234567",
    hours: "شنبه تا پنجشنبه، ۸ صبح تا ۱۰ شب",
    lat: 30.2839,
    lng: 57.0834,
    locations: [
      {
        name: "سالن کار اشتراکی",
        description: "سالنی روشن با ۴۰ میز، نور طبیعی و گوشه‌های آرام برای تماس تلفنی؛ کافه نوآوری درست کنار سالن است.",
        floor: "طبقه اول",
        capacity: 40,
        amenities: ["اینترنت فیبر نوری", "چای و قهوه نامحدود", "پرینتر و اسکنر", "کمد شخصی", "باجه تماس تلفنی"],
        plans: [
          {
            title: "میز آزاد ساعتی",
            service: "hot-desk",
            period: "hour",
            toman: 35_000,
            capacity: 1,
            description: "برای یک جلسه کاری کوتاه یا چند ساعت کار متمرکز.",
            amenities: ["اینترنت فیبر نوری", "یک نوشیدنی گرم"],
          },
          {
            title: "میز آزاد روزانه",
            service: "hot-desk",
            period: "day",
            toman: 180_000,
            capacity: 1,
            description: "یک روز کامل در سالن کار اشتراکی، از ساعت ۸ صبح تا ۱۰ شب.",
            amenities: ["اینترنت فیبر نوری", "چای و قهوه نامحدود", "پرینت تا ۲۰ برگ"],
          },
          {
            title: "میز آزاد ماهانه",
            service: "hot-desk",
            period: "month",
            toman: 2_900_000,
            capacity: 1,
            description: "دسترسی هر روزه به سالن کار اشتراکی در ساعات کاری شعبه، به مدت یک ماه.",
            amenities: ["اینترنت فیبر نوری", "چای و قهوه نامحدود", "۴ ساعت سالن جلسه در ماه", "تخفیف رویدادها"],
          },
          {
            title: "میز اختصاصی ماهانه",
            service: "dedicated-desk",
            period: "month",
            toman: 4_500_000,
            capacity: 1,
            description: "میز ثابت با صندلی ارگونومیک و کمد قفل‌دار، دسترسی شبانه‌روزی با کارت.",
            amenities: ["کمد قفل‌دار", "دسترسی ۲۴ ساعته", "۸ ساعت سالن جلسه در ماه", "نشانی پستی برای شرکت"],
          },
        ],
      },
      {
        name: "اتاق‌های تیمی",
        description: "شش اتاق دربسته برای تیم‌های ۴ تا ۸ نفره، با پنجره رو به فضای سبز پارک و سرمایش و گرمایش مستقل.",
        floor: "طبقه دوم",
        capacity: 36,
        amenities: ["در قفل‌دار با کارت", "وایت‌برد", "اینترنت اختصاصی", "سرمایش و گرمایش مستقل"],
        plans: [
          {
            title: "اتاق تیمی ۴ نفره",
            service: "private-office",
            period: "month",
            toman: 16_000_000,
            capacity: 4,
            description: "اتاق دربسته برای تیم‌های کوچک، مبله با میز و صندلی برای چهار نفر.",
            amenities: ["اینترنت اختصاصی", "۱۰ ساعت سالن جلسه در ماه", "تابلوی نام تیم"],
          },
          {
            title: "اتاق تیمی ۸ نفره",
            service: "private-office",
            period: "month",
            toman: 28_000_000,
            capacity: 8,
            description: "اتاق بزرگ برای تیم‌های در حال رشد، با گوشه جلسه و نمایشگر دیواری.",
            amenities: ["اینترنت اختصاصی", "نمایشگر دیواری", "۲۰ ساعت سالن جلسه در ماه", "تابلوی نام تیم"],
          },
        ],
      },
      {
        name: "سالن جلسات",
        description: "سالن جلسه ۱۲ نفره با میز کنفرانس، نمایشگر ۶۵ اینچ و تجهیزات ویدیوکنفرانس.",
        floor: "طبقه دوم",
        capacity: 12,
        amenities: ["نمایشگر ۶۵ اینچ", "ویدیوکنفرانس", "وایت‌برد", "پذیرایی"],
        plans: [
          {
            title: "سالن جلسه ساعتی",
            service: "meeting-room",
            period: "hour",
            toman: 250_000,
            capacity: 12,
            description: "رزرو ساعتی برای جلسه با مشتری، مصاحبه یا جلسه تیمی.",
            amenities: ["نمایشگر ۶۵ اینچ", "چای و آب معدنی"],
          },
          {
            title: "سالن جلسه روزانه",
            service: "meeting-room",
            period: "day",
            toman: 1_600_000,
            capacity: 12,
            description: "یک روز کامل برای کارگاه داخلی یا برنامه‌ریزی راهبردی تیم.",
            amenities: ["نمایشگر ۶۵ اینچ", "ویدیوکنفرانس", "پذیرایی میان‌وعده"],
          },
        ],
      },
      {
        name: "سالن رویداد",
        description: "سالن ۱۲۰ نفره با صحنه، سیستم صوت و پروژکتور و امکان چیدمان تئاتری یا کلاسی.",
        floor: "همکف",
        capacity: 120,
        amenities: ["سیستم صوت", "پروژکتور", "پخش زنده", "صحنه"],
        plans: [
          {
            title: "سالن رویداد ساعتی",
            service: "event-hall",
            period: "hour",
            toman: 900_000,
            capacity: 120,
            description: "برای میت‌آپ‌ها و ارائه‌های کوتاه؛ دست‌کم سه ساعت.",
            amenities: ["سیستم صوت", "پروژکتور", "کارشناس فنی"],
          },
          {
            title: "سالن رویداد روزانه",
            service: "event-hall",
            period: "day",
            toman: 6_500_000,
            capacity: 120,
            description: "یک روز کامل برای همایش، رونمایی محصول یا دوره آموزشی.",
            amenities: ["سیستم صوت", "پروژکتور", "پخش زنده", "کارشناس فنی", "پذیرش شرکت‌کنندگان"],
          },
        ],
      },
    ],
  },
  {
    slug: "shafa",
    name: "شعبه خیابان شفا",
    description:
      "شعبه‌ای دنج در مرکز شهر، نزدیک دانشگاه علوم پزشکی؛ مناسب فریلنسرها و دانشجویانی که می‌خواهند به محل کار یا دانشگاه نزدیک باشند.",
    address: "کرمان، خیابان شفا، نبش کوچه ۱۲، ساختمان آوینوکس",
    phone: "034-32456789",
    hours: "شنبه تا چهارشنبه، ۹ صبح تا ۹ شب؛ پنجشنبه تا ۲ بعدازظهر",
    lat: 30.2905,
    lng: 57.0645,
    locations: [
      {
        name: "سالن کار اشتراکی",
        description: "سالنی آرام با ۲۴ میز و کتابخانه کوچک کسب‌وکار، مناسب کار متمرکز.",
        floor: "همکف",
        capacity: 24,
        amenities: ["اینترنت پرسرعت", "چای و قهوه", "کتابخانه", "کمد شخصی"],
        plans: [
          {
            title: "میز آزاد روزانه",
            service: "hot-desk",
            period: "day",
            toman: 150_000,
            capacity: 1,
            description: "یک روز کار در سالن آرام شعبه شفا.",
            amenities: ["اینترنت پرسرعت", "چای و قهوه"],
          },
          {
            title: "میز آزاد ماهانه",
            service: "hot-desk",
            period: "month",
            toman: 2_400_000,
            capacity: 1,
            description: "دسترسی هر روزه به سالن کار اشتراکی شعبه شفا به مدت یک ماه.",
            amenities: ["اینترنت پرسرعت", "چای و قهوه", "۲ ساعت سالن جلسه در ماه"],
          },
          {
            title: "میز اختصاصی ماهانه",
            service: "dedicated-desk",
            period: "month",
            toman: 3_800_000,
            capacity: 1,
            description: "میز ثابت کنار پنجره با کمد قفل‌دار.",
            amenities: ["کمد قفل‌دار", "۴ ساعت سالن جلسه در ماه"],
          },
        ],
      },
      {
        name: "سالن جلسات",
        description: "اتاق جلسه ۸ نفره با نمایشگر و وایت‌برد.",
        floor: "طبقه اول",
        capacity: 8,
        amenities: ["نمایشگر", "وایت‌برد"],
        plans: [
          {
            title: "سالن جلسه ساعتی",
            service: "meeting-room",
            period: "hour",
            toman: 180_000,
            capacity: 8,
            description: "جلسه‌ای کوتاه در مرکز شهر، بدون دردسر پارکینگ پارک علم و فناوری.",
            amenities: ["نمایشگر", "چای و آب معدنی"],
          },
        ],
      },
    ],
  },
];

const FRIDAY = 5;

/** `daysAhead` days after `today`, or the day after that when it is a Friday (a closed day on the weekly day off would show no reason). */
const workdayAhead = (today: string, daysAhead: number) => {
  const day = addDaysIso(today, daysAhead);
  return isoWeekday(day) === FRIDAY ? addDaysIso(day, 1) : day;
};

/** A closed day a little ahead in each branch (by its order), never a Friday, so the reservation calendar shows one with its reason. */
export const DEMO_CLOSED_DAYS: ReadonlyArray<(today: string) => { day: string; reason: string }> = [
  (today) => ({ day: workdayAhead(today, 9), reason: "نوسازی سالن کار اشتراکی" }),
  (today) => ({ day: workdayAhead(today, 13), reason: "برگزاری رویداد خصوصی" }),
];

/** The first day from `daysAhead` on when every seeded branch is open (for demos and tests that reserve). */
export function seededOpenDay(daysAhead: number, today = tehranToday()): string {
  const closed = new Set(DEMO_CLOSED_DAYS.map((closedDay) => closedDay(today).day));
  let day = addDaysIso(today, daysAhead);
  while (isoWeekday(day) === FRIDAY || closed.has(day)) day = addDaysIso(day, 1);
  return day;
}

/**
 * Reservations a plan takes to start on one day: an hourly room a few bookings a day, a day plan as
 * many as its space holds of it, a monthly plan no daily limit (the team settles its start).
 */
function dailyCapacityOf(plan: { period: PlanPeriod; capacity: number }, spaceCapacity: number): number | null {
  if (plan.period === "hour") return 8;
  if (plan.period === "day") return Math.max(1, Math.floor(spaceCapacity / plan.capacity));
  return null;
}

export async function seedWorkspaces(db: Database): Promise<void> {
  const serviceIds = new Map<ServiceSlug, number>();
  const serviceTitles = new Map<ServiceSlug, string>();
  for (const [index, s] of SERVICES.entries()) {
    const values = { ...s, sortOrder: index };
    serviceIds.set(s.slug, await upsertOn(db, services, services.slug, values));
    serviceTitles.set(s.slug, s.title);
  }

  for (const [branchIndex, b] of BRANCHES.entries()) {
    const branchValues = {
      ...pick(b, ["slug", "name", "description", "address", "phone", "hours", "lat", "lng"]),
      city: "کرمان",
      image: artUrl("branch", b.slug),
      // The desk requires an image's alt text on save; the drawn art shows desks and a plant.
      imageAlt: `طرح سادهٔ فضای کار ${b.name}: میزها و یک گلدان`,
      sortOrder: branchIndex,
      // Both branches are closed on Fridays (their hours say so).
      closedWeekdays: [FRIDAY],
    };
    const branchId = await upsertOn(db, branches, branches.slug, branchValues);
    await db
      .insert(branchClosedDays)
      .values({ branchId, ...DEMO_CLOSED_DAYS[branchIndex]!(tehranToday()) })
      .onConflictDoNothing();

    for (const [locationIndex, l] of b.locations.entries()) {
      const seed = `${b.slug}-${locationIndex}`;
      const locationValues = {
        branchId,
        ...pick(l, ["name", "description", "floor", "capacity", "amenities"]),
        image: artUrl("space", seed),
        imageAlt: `طرح سادهٔ ${l.name}: میزها و یک گلدان`,
        gallery: [1, 2, 3].map((n) => artUrl("gallery", `${seed}-${n}`)),
        sortOrder: locationIndex,
      };
      // Natural key: the space's name within its branch.
      const locationId = await saveByNaturalKey(
        db,
        locations,
        and(eq(locations.branchId, branchId), eq(locations.name, l.name)),
        locationValues,
      );

      for (const [planIndex, p] of l.plans.entries()) {
        const planValues = {
          locationId,
          serviceId: serviceIds.get(p.service)!,
          ...pick(p, ["title", "description", "period", "capacity", "amenities"]),
          price: p.toman * 10,
          dailyCapacity: dailyCapacityOf(p, l.capacity),
          sortOrder: planIndex,
          searchText: planSearchText(
            { title: p.title, description: p.description, amenities: p.amenities },
            l.name,
            b.name,
            serviceTitles.get(p.service)!,
          ),
        };
        // Natural key: the plan's title within its space.
        await saveByNaturalKey(
          db,
          locationPlans,
          and(eq(locationPlans.locationId, locationId), eq(locationPlans.title, p.title)),
          planValues,
        );
      }
    }
  }
}
