// The idea form's field labels, shared by the steps and the review.

export const IDEA_LABELS = {
  service: "برنامه مورد نظر",
  title: "عنوان ایده",
  problem: "مسئله‌ای که حل می‌کنید",
  solution: "راه‌حل شما",
  customers: "مشتریان هدف",
  stage: "مرحله فعلی",
  founder_name: "نام بنیان‌گذار",
  founder_mobile: "شماره موبایل",
  founder_email: "ایمیل",
  team_size: "تعداد اعضای تیم",
  team_roles: "نقش اعضای تیم",
  city: "شهر",
  pitch_deck: "فایل ارائه (پیچ‌دک)",
  website: "وب‌سایت یا لینک",
} as const;
