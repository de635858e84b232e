// The one place a request's fields are named in Persian (issue 36, item 5): the label a form
// shows, the name its schema's messages use ("عنوان ایده الزامی است") and the heading the desk
// shows over what was typed (components/desk/payload-fields.tsx) are all read from here. Each
// kind's keys stand in the order its form asks them, then the ones the API adds (prices,
// titles). Where a form adds a unit or "(اختیاری)" to a label, that hint is the form's own.
// Without zod, so a form reads it before its schema loads.
import type { RequestKind } from "@/shared/request-labels";

/** Who sends a request, as most request forms name them (validation/requests/common.ts senderFields). */
export const SENDER_LABELS = {
  full_name: "نام و نام خانوادگی",
  mobile: "شماره موبایل",
  email: "ایمیل",
} as const;

/** The topic section both mentor requests ask the same way (validation/requests/mentor-topic.ts). */
export const MENTOR_TOPIC_LABELS = {
  topic_category_id: "حوزه موضوع",
  topic_title: "عنوان موضوع",
  business_stage: "مرحله فعلی کسب‌وکار",
} as const;

/** The social networks a profile links to (validation/requests/social-links.ts names them in its messages). */
export const SOCIAL_NETWORK_LABELS = {
  instagram: "اینستاگرام",
  linkedin: "لینکدین",
  twitter: "ایکس (توییتر)",
  telegram: "تلگرام",
} as const;

export const BIRTHDAY_LABEL = "تاریخ تولد";

const { topic_category_id, topic_title, business_stage } = MENTOR_TOPIC_LABELS;

export const REQUEST_FIELD_LABELS = {
  reservation: {
    user_name: SENDER_LABELS.full_name,
    user_birthday: BIRTHDAY_LABEL,
    user_activity: "حوزه فعالیت",
    user_experience: "سابقه کاری",
    user_mobile: SENDER_LABELS.mobile,
    user_email: SENDER_LABELS.email,
    service: "نوع خدمت",
    branch: "شعبه",
    location_id: "فضا",
    location_plan_id: "پلن",
    coupon: "کد تخفیف",
    coupon_title: "عنوان تخفیف",
    coupon_percent: "درصد تخفیف",
    plan_price: "قیمت پلن",
    final_price: "مبلغ نهایی",
    manager: "نام مدیر یا رابط تیم",
    topic: "موضوع فعالیت تیم",
    date: "تاریخ پیشنهادی شروع",
    accept: "پذیرش قوانین و شرایط رزرو",
  },
  internship: {
    field_of_study: "رشته تحصیلی",
    university: "دانشگاه",
    education_level: "مقطع تحصیلی",
    start_month: "ماه شروع",
    duration_months: "مدت کارآموزی",
    team: "تیم مورد علاقه",
    skills: "مهارت‌ها",
    motivation: "انگیزه شما از کارآموزی",
  },
  idea: {
    service: "برنامه مورد نظر",
    title: "عنوان ایده",
    problem: "مسئله‌ای که حل می‌کنید",
    solution: "راه‌حل شما",
    customers: "مشتریان هدف",
    stage: "مرحله فعلی",
    founder_name: "نام بنیان‌گذار",
    founder_mobile: SENDER_LABELS.mobile,
    founder_email: SENDER_LABELS.email,
    team_size: "تعداد اعضای تیم",
    team_roles: "نقش اعضای تیم",
    city: "شهر",
    website: "وب‌سایت یا لینک",
  },
  "job-resume": {
    job_id: "موقعیت شغلی",
    ...SENDER_LABELS,
    city: "شهر محل سکونت",
    experience_years: "سابقه کار",
    expected_salary: "حقوق درخواستی",
    cover_letter: "متن همراه رزومه",
  },
  "career-apply": {
    unit_id: "واحد",
    position_id: "موقعیت شغلی",
    position_title: "عنوان موقعیت",
    ...SENDER_LABELS,
  },
  "mentor-request": {
    team_name: "نام تیم یا استارتاپ",
    team_size: "تعداد اعضای تیم",
    business_stage,
    team_description: "معرفی تیم و کسب‌وکار",
    topic_category_id,
    topic_title,
    topic_description: "شرح نیاز یا چالش",
    duration: "مدت همراهی",
    frequency: "تناوب جلسه‌ها",
    meeting_mode: "نحوه برگزاری",
    ...SENDER_LABELS,
  },
  "mentor-advice": {
    session_type: "نوع جلسه",
    mentor_id: "منتور",
    topic_category_id,
    topic_title,
    topic_description: "شرح پرسش یا چالش",
    business_stage,
    ...SENDER_LABELS,
    preferred_time: "زمان ترجیحی",
    preferred_mode: "نحوه برگزاری",
  },
  "mentor-apply": {
    ...SENDER_LABELS,
    category_id: "حوزه تخصصی",
    title: "عنوان شغلی",
    company: "شرکت یا سازمان",
    years_of_experience: "سابقه کار",
    topics: "موضوع‌های مشاوره",
    linkedin: SOCIAL_NETWORK_LABELS.linkedin,
    bio: "معرفی و سوابق",
    hours_per_month: "ساعت در ماه",
  },
  "hitech-proposal": {
    project_id: "پروژه",
    applicant_type: "نوع متقاضی",
    ...SENDER_LABELS,
    company_name: "نام شرکت",
    role: "نقش مورد نظر",
    experience: "خلاصه سوابق",
    proposal: "پیشنهاد همکاری",
    duration_months: "مدت همکاری",
  },
  "freelancer-create": {
    ...SENDER_LABELS,
    city: "شهر",
    birthday: BIRTHDAY_LABEL,
    category_id: "حوزه کاری",
    title: "عنوان تخصص",
    years_of_experience: "سابقه کار",
    hourly_rate: "نرخ ساعتی",
    bio: "درباره شما",
    skills: "مهارت‌ها",
    ...SOCIAL_NETWORK_LABELS,
  },
  contact: {
    contact_name: SENDER_LABELS.full_name,
    contact_phone: "شماره تماس",
    contact_email: SENDER_LABELS.email,
    contact_birthday: BIRTHDAY_LABEL,
    contact_national_id: "کد ملی",
    contact_business: "نام کسب‌وکار",
    subject: "موضوع",
    message: "پیام",
  },
  "event-attendance": {
    ...SENDER_LABELS,
    event_id: "رویداد",
    waitlist: "ثبت در فهرست انتظار",
  },
} as const satisfies Record<RequestKind, Record<string, string>>;
