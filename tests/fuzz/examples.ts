// Valid payloads for the write endpoints, on the seeded database, so the fuzz suite can break one
// field at a time and reach deeper than the first check. Each example names the schema of
// validation/ it must pass (the suite checks that), and the files it travels with. An endpoint
// missing here is still fuzzed, with generated bodies only.
import { and, eq, gt, sql } from "drizzle-orm";
import type { ZodType } from "zod";
import type { Database } from "@/server/db/client";
import {
  branches,
  events,
  freelancerCategories,
  hitechProjects,
  jobPositions,
  jobUnits,
  locationPlans,
  locations,
  mentorCategories,
  mentors,
  services,
} from "@/server/db/schema";
import {
  codePasswordSchema,
  loginSchema,
  passwordLoginSchema,
  profileSchema,
  registerSchema,
  setPasswordSchema,
  validateCodeSchema,
  changePasswordSchema,
} from "@/validation/auth";
import { addressSchema } from "@/validation/account/address";
import { legalInfoSchema } from "@/validation/account/legal-info";
import { careerApplySchema } from "@/validation/requests/career-apply";
import { contactSchema } from "@/validation/requests/contact";
import { eventAttendanceSchema } from "@/validation/requests/event-attendance";
import { freelancerSchema } from "@/validation/requests/freelancer";
import { hitechProposalSchema } from "@/validation/requests/hitech-proposal";
import { ideaSchema } from "@/validation/requests/idea";
import { internshipSchema, upcomingStartMonths } from "@/validation/requests/internship";
import { jobResumeSchema } from "@/validation/requests/job-resume";
import { mentorAdviceSchema } from "@/validation/requests/mentor-advice";
import { mentorApplicationSchema } from "@/validation/requests/mentor-application";
import { mentorRequestSchema } from "@/validation/requests/mentor-request";
import { reservationSchema } from "@/validation/requests/reservation";
import { businessCreateSchema } from "@/validation/content/business";
import { eventCreateSchema } from "@/validation/content/event";
import { seededOpenDay } from "@/server/seed/workspaces";

export type ExampleFile = { bytes: Uint8Array; name: string };
export type Example = {
  body: Record<string, unknown>;
  schema: ZodType;
  /** Files sent beside the payload (multipart), by field. */
  files?: Record<string, ExampleFile>;
};

export const PDF = new Uint8Array([...new TextEncoder().encode("%PDF-1.4\n"), ...new Uint8Array(200).fill(32)]);
const resume = { bytes: PDF, name: "رزومه.pdf" };
const client = { client_id: "web", client_secret: "avinox-web-client-secret" };

async function first<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error("the seed has no row for an example");
  return row;
}

/** Examples keyed by the endpoint's path (e.g. "/api/v1/contact-us/create"). */
export async function loadExamples(db: Database): Promise<Record<string, Example>> {
  const event = await first(
    db
      .select()
      .from(events)
      .where(and(eq(events.status, "published"), gt(events.startsAt, new Date())))
      .limit(1),
  );
  const job = await first(db.select().from(jobPositions).where(eq(jobPositions.status, "published")).limit(1));
  const unit = await first(db.select().from(jobUnits).limit(1));
  const project = await first(
    db
      .select()
      .from(hitechProjects)
      .where(and(eq(hitechProjects.status, "published"), sql`${hitechProjects.stage} <> 'completed'`))
      .limit(1),
  );
  const mentorCategory = await first(db.select().from(mentorCategories).limit(1));
  const mentor = await first(db.select().from(mentors).where(eq(mentors.status, "published")).limit(1));
  const freelancerCategory = await first(db.select().from(freelancerCategories).limit(1));
  const plan = await first(db.select().from(locationPlans).limit(1));
  const location = await first(db.select().from(locations).where(eq(locations.id, plan.locationId)));
  const service = await first(db.select().from(services).where(eq(services.id, plan.serviceId)));
  const branch = await first(db.select().from(branches).where(eq(branches.id, location.branchId)));

  const person = { full_name: "رضا کاظمی", mobile: "۰۹۱۵۱۲۳۴۵۶۷", email: "reza@example.com" };
  return {
    "/api/v1/contact-us/create": {
      schema: contactSchema,
      body: {
        contact_name: "مهسا کریمی",
        contact_phone: "09131234567",
        contact_email: "mahsa@example.com",
        subject: "رویدادها",
        message: "سلام، برای برگزاری یک کارگاه چه شرایطی دارید؟",
      },
    },
    "/api/v1/admin/content/events": {
      schema: eventCreateSchema,
      body: {
        title: "کارگاه ساخت ربات",
        summary: "یک عصر با پایتون و آردوینو برای ساختن ربات.",
        description: "در این کارگاه گام‌به‌گام یک ربات ساده می‌سازیم.",
        category: "کارگاه",
        capacity: "۴۰",
        price: "0",
        location_title: "سالن اصلی آوینوکس",
        address: "کرمان، بلوار جمهوری، آوینوکس",
        starts_at: "۱۴۰۵/۱۰/۰۱ ۱۸:۳۰",
        ends_at: "2026-12-22T17:00:00Z",
        sessions: [{ title: "ساخت بدنه", starts_at: "2026-12-22T15:00:00Z", ends_at: "2026-12-22T16:00:00Z" }],
        tags: ["ai"],
      },
    },
    "/api/v1/admin/content/businesses": {
      schema: businessCreateSchema,
      body: {
        name: "پسته‌یار",
        tagline: "پسته رفسنجان، از باغ تا بازار",
        description: "## آنچه می‌کنیم\nپسته را با ۳ درجه کیفیت بسته‌بندی می‌کنیم.",
        category: "کشاورزی",
        stage: "mvp",
        website: "https://pestehyar.ir",
        founded_year: "۱۴۰۱",
        city: "کرمان",
        gallery: [{ image: "/media/art/gallery/pestehyar.svg", caption: "باغ پسته در رفسنجان" }],
      },
    },
    "/api/v1/event-attendance/create": {
      schema: eventAttendanceSchema,
      body: { ...person, event_id: String(event.id), waitlist: false },
    },
    "/api/v1/idea/create": {
      schema: ideaSchema,
      body: {
        service: "incubation",
        title: "اپلیکیشن گردشگری کرمان",
        problem: "گردشگران جاهای دیدنی کرمان را پیدا نمی‌کنند و راهنمای محلی ندارند.",
        solution: "یک اپلیکیشن با مسیرهای پیشنهادی، راهنمای صوتی و رزرو اقامتگاه بومی.",
        customers: "گردشگران داخلی و خارجی",
        stage: "ایده",
        founder_name: "نیلوفر احمدی",
        founder_mobile: "09134567890",
        founder_email: "niloofar@example.com",
        team_size: "3",
        team_roles: "طراح، برنامه‌نویس و بازاریاب",
        city: "کرمان",
        website: "example.ir",
      },
      files: { pitch_deck: { bytes: PDF, name: "deck.pdf" } },
    },
    "/api/v1/internship/create": {
      schema: internshipSchema,
      body: {
        field_of_study: "مهندسی کامپیوتر",
        university: "دانشگاه شهید باهنر کرمان",
        education_level: "کارشناسی",
        start_month: upcomingStartMonths(new Date(), 1)[0]!.value,
        duration_months: "3",
        team: "فنی",
        skills: ["React", "TypeScript"],
        motivation: "می‌خواهم در یک تیم واقعی محصول بسازم و کار تیمی با بازبینی کد را از نزدیک یاد بگیرم.",
      },
      files: { resume },
    },
    "/api/v1/career-apply/create": {
      schema: careerApplySchema,
      body: { unit_id: String(unit.id), position_title: "طراح محصول", ...person },
      files: { resume },
    },
    "/api/v1/job-resume/create": {
      schema: jobResumeSchema,
      body: {
        job_id: String(job.id),
        ...person,
        city: "کرمان",
        experience_years: "4",
        expected_salary: "45,000,000",
        cover_letter: "چهار سال تجربه دارم.",
      },
      files: { resume },
    },
    "/api/v1/freelancer/create": {
      schema: freelancerSchema,
      body: {
        ...person,
        city: "کرمان",
        birthday: "1995-03-21",
        category_id: String(freelancerCategory.id),
        title: "طراح رابط کاربری",
        years_of_experience: "4",
        hourly_rate: "350,000",
        bio: "چهار سال طراحی رابط و تجربه کاربری برای اپلیکیشن‌های فروشگاهی و بانکی؛ آشنا با سیستم طراحی.",
        skills: ["Figma", "تحقیق کاربر"],
        instagram: "",
        linkedin: "",
        twitter: "",
        telegram: "",
      },
      files: { resume },
    },
    "/api/v1/hitech/hitech-proposal-create": {
      schema: hitechProposalSchema,
      body: {
        project_id: String(project.id),
        applicant_type: "فرد",
        ...person,
        company_name: "",
        role: project.needs[0] ?? "برنامه‌نویس",
        experience: "پنج سال طراحی برد و برنامه‌نویسی میکروکنترلر برای حسگرهای صنعتی.",
        proposal: "طراحی گره‌های حسگر کم‌مصرف LoRaWAN و نوشتن فریمور به‌روزرسانی از راه دور را بر عهده می‌گیرم.",
        duration_months: "6",
      },
      files: { resume },
    },
    "/api/v1/mentor/create": {
      schema: mentorRequestSchema,
      body: {
        team_name: "کافه‌یار",
        team_size: "4",
        business_stage: "نمونه اولیه",
        team_description: "نرم‌افزار سفارش و صندوق برای کافه‌های کوچک کرمان.",
        topic_category_id: String(mentorCategory.id),
        topic_title: "ورود به بازار شهرهای همسایه",
        topic_description: "در کرمان بیست مشتری داریم و نمی‌دانیم فروش در رفسنجان و سیرجان را از کجا شروع کنیم.",
        duration: "سه ماه",
        frequency: "هر دو هفته یک جلسه",
        meeting_mode: "آنلاین",
        ...person,
      },
    },
    "/api/v1/mentor/apply": {
      schema: mentorApplicationSchema,
      body: {
        ...person,
        category_id: String(mentorCategory.id),
        title: "مدیر محصول ارشد",
        company: "فناوران کویر",
        years_of_experience: "12",
        topics: "کشف مشتری، قیمت‌گذاری",
        linkedin: "@narges-amiri",
        bio: "دوازده سال مدیریت محصول در استارتاپ‌های فین‌تک و سلامت؛ سه محصول را از ایده تا بازار برده‌ام.",
        hours_per_month: "8",
      },
    },
    "/api/v1/mentor/advice-request": {
      schema: mentorAdviceSchema,
      body: {
        session_type: "منتورینگ",
        mentor_id: String(mentor.id),
        topic_category_id: String(mentorCategory.id),
        topic_title: "قیمت‌گذاری اشتراک ماهانه",
        topic_description: "اپلیکیشن ما ۸۰۰ کاربر فعال دارد ولی نمی‌دانیم اشتراک ماهانه را چقدر قیمت بگذاریم.",
        business_stage: "محصول اولیه (MVP)",
        ...person,
        preferred_time: "عصر",
        preferred_mode: "آنلاین",
      },
    },
    "/api/v1/reservation/create": {
      schema: reservationSchema,
      body: {
        user_name: "نیلوفر احمدی",
        user_birthday: "1996-05-14",
        user_activity: "طراحی محصول دیجیتال",
        user_experience: "۴ سال طراحی رابط کاربری",
        user_mobile: "09134567890",
        user_email: "niloofar@example.com",
        service: String(service.id),
        branch: String(branch.id),
        location_id: String(location.id),
        location_plan_id: String(plan.id),
        manager: "",
        topic: "طراحی یک اپلیکیشن گردشگری",
        date: seededOpenDay(3),
        accept: true,
      },
    },
    "/api/v1/user/addresses/create": {
      schema: addressSchema,
      body: {
        title: "خانه",
        province_id: 21,
        city_id: 0,
        address: "کرمان، بلوار جمهوری، کوچه ۱۲، پلاک ۴",
        postal_code: "7616913111",
        phone: "03432123456",
      },
    },
    "/api/v1/user/legal-info/save": {
      schema: legalInfoSchema,
      body: {
        company_name: "فناوران کویر",
        national_id: "10320789546",
        registration_number: "12345",
        economic_code: "",
        address: "کرمان، بلوار جمهوری، پلاک ۴",
        phone: "03432123456",
      },
    },
    "/api/v1/panel/user/update": {
      schema: profileSchema,
      body: {
        first_name: "رضا",
        last_name: "کاظمی",
        national_code: "0084575948",
        birthday: "1990-01-01",
        email: "reza@example.com",
      },
    },
    "/api/v1/security/login": { schema: loginSchema, body: { number: "09121112233" } },
    "/api/v1/security/send-password-code": { schema: loginSchema, body: { number: "09121112233" } },
    "/api/v1/security/register": {
      schema: registerSchema,
      body: { number: "09121112233", first_name: "رضا", last_name: "کاظمی" },
    },
    "/api/v1/security/validate-login": {
      schema: validateCodeSchema,
      body: { number: "09121112233", code: "123456", ...client },
    },
    "/api/v1/security/validate-register": {
      schema: validateCodeSchema,
      body: { number: "09121112233", code: "123456", ...client },
    },
    "/api/v1/security/login-password": {
      schema: passwordLoginSchema,
      body: { number: "09121112233", password: "secret123", ...client },
    },
    "/api/v1/security/set-password": {
      schema: setPasswordSchema,
      body: {
        number: "09121112233",
        code: "123456",
        password: "secret123",
        password_confirmation: "secret123",
        ...client,
      },
    },
    "/api/v1/security/validate-code-password": {
      schema: codePasswordSchema,
      body: { code: "123456", password: "secret123", password_confirmation: "secret123" },
    },
    "/api/v1/security/change-password": {
      schema: changePasswordSchema,
      body: { current_password: "secret123", password: "secret456", password_confirmation: "secret456" },
    },
  };
}
