// What the stepped idea form shows before its schema loads (validation/requests/idea.ts checks
// with these): the programmes and stages to choose from, and the steps with the fields each asks.
// Without zod.

export const IDEA_SERVICES = [
  {
    value: "pre-incubation",
    label: "پیش‌رشد",
    description: "برای ایده‌ای که هنوز روی کاغذ است: اعتبارسنجی ایده، شناخت بازار و ساختن تیم.",
  },
  {
    value: "incubation",
    label: "رشد",
    description: "برای تیمی که نمونه اولیه دارد: فضای کار، منتورینگ و کمک به رسیدن به محصول.",
  },
  {
    value: "acceleration",
    label: "شتاب‌دهی",
    description: "دوره فشرده برای محصولی که مشتری دارد و می‌خواهد سریع‌تر رشد کند.",
  },
  {
    value: "investment",
    label: "جذب سرمایه",
    description: "آماده‌سازی برای ارائه به سرمایه‌گذاران و معرفی به شبکه سرمایه‌گذاری آوینوکس.",
  },
  {
    value: "consulting",
    label: "مشاوره",
    description: "جلسه‌های مشاوره کسب‌وکار، حقوقی، مالی یا فنی برای یک مسئله مشخص.",
  },
] as const;

export type IdeaService = (typeof IDEA_SERVICES)[number]["value"];

export function ideaServiceLabel(value: string): string {
  return IDEA_SERVICES.find((s) => s.value === value)?.label ?? value;
}

export const IDEA_STAGES = ["ایده", "نمونه اولیه", "محصول آماده", "دارای درآمد"] as const;

/** The form's steps in order, each with the fields it asks (the review step has only the captcha). */
export const IDEA_STEPS = [
  { key: "service", title: "انتخاب برنامه", fields: ["service"] },
  { key: "idea", title: "ایده", fields: ["title", "problem", "solution", "customers", "stage"] },
  {
    key: "team",
    title: "تیم",
    fields: ["founder_name", "founder_mobile", "founder_email", "team_size", "team_roles", "city"],
  },
  { key: "attachments", title: "پیوست‌ها", fields: ["pitch_deck", "website"] },
  { key: "review", title: "بازبینی و ارسال", fields: ["altcha"] },
] as const;

export type IdeaStepKey = (typeof IDEA_STEPS)[number]["key"];
export const IDEA_STEP_KEYS = IDEA_STEPS.map((s) => s.key) as IdeaStepKey[];

/** Every field the steps ask, in the order they are asked. */
export type IdeaStepField = (typeof IDEA_STEPS)[number]["fields"][number];

export function isIdeaStep(value: unknown): value is IdeaStepKey {
  return typeof value === "string" && (IDEA_STEP_KEYS as string[]).includes(value);
}

/** The step a field is asked on (the review step for anything else, e.g. the captcha). */
export function ideaStepOfField(field: string): IdeaStepKey {
  return IDEA_STEPS.find((s) => (s.fields as readonly string[]).includes(field))?.key ?? "review";
}
