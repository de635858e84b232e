// Submitting an idea (/submit-idea, POST /v1/idea/create): a stepped form that starts at the step
// 'service' (SPEC §2). Each step's fields have their own schema so "بعدی" checks only that step;
// the API parses all of them together. The pitch deck goes beside the payload as a file.
import { z } from "zod";
import { email, fileRule, iranMobile, maxLength, minLength, minTextLength, oneOf, optional, requiredText } from "../rules";
import { captchaFields, longText, personName, wholeNumber } from "./common";
import { PITCH_DECK_UPLOAD } from "./uploads";

export const IDEA_SERVICES = [
  { value: "pre-incubation", label: "پیش‌رشد", description: "برای ایده‌ای که هنوز روی کاغذ است: اعتبارسنجی ایده، شناخت بازار و ساختن تیم." },
  { value: "incubation", label: "رشد", description: "برای تیمی که نمونه اولیه دارد: فضای کار، منتورینگ و کمک به رسیدن به محصول." },
  { value: "acceleration", label: "شتاب‌دهی", description: "دوره فشرده برای محصولی که مشتری دارد و می‌خواهد سریع‌تر رشد کند." },
  { value: "investment", label: "جذب سرمایه", description: "آماده‌سازی برای ارائه به سرمایه‌گذاران و معرفی به شبکه سرمایه‌گذاری آوینوکس." },
  { value: "consulting", label: "مشاوره", description: "جلسه‌های مشاوره کسب‌وکار، حقوقی، مالی یا فنی برای یک مسئله مشخص." },
] as const;

export type IdeaService = (typeof IDEA_SERVICES)[number]["value"];
const SERVICE_VALUES = IDEA_SERVICES.map((s) => s.value) as unknown as readonly IdeaService[];

export function ideaServiceLabel(value: string): string {
  return IDEA_SERVICES.find((s) => s.value === value)?.label ?? value;
}

export const IDEA_STAGES = ["ایده", "نمونه اولیه", "محصول آماده", "دارای درآمد"] as const;

export const pitchDeckFileRule = fileRule(PITCH_DECK_UPLOAD.messageLabel, { extensions: PITCH_DECK_UPLOAD.extensions, maxKb: PITCH_DECK_UPLOAD.maxBytes / 1024 });

/** A web address; "example.ir" is read as "https://example.ir". */
function webLink(label: string) {
  const message = `${label} باید یک نشانی اینترنتی معتبر باشد`;
  return requiredText(label)
    .pipe(maxLength(label, 300))
    .pipe(
      z
        .string()
        .transform((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
        .refine(
          (value) => {
            try {
              const url = new URL(value);
              return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".") && !/\s/.test(value);
            } catch {
              return false;
            }
          },
          { error: message },
        ),
    );
}

/** Each step's fields (the review step has only the captcha). */
export const ideaStepShapes = {
  service: {
    service: oneOf("برنامه مورد نظر", SERVICE_VALUES),
  },
  idea: {
    // SPEC §5 minLength: at least 3 characters, whatever length is asked.
    title: minTextLength("عنوان ایده").pipe(maxLength("عنوان ایده", 120)),
    problem: longText("مسئله‌ای که حل می‌کنید", 2000, 20),
    solution: longText("راه‌حل شما", 2000, 20),
    customers: longText("مشتریان هدف", 1000, 10),
    stage: oneOf("مرحله فعلی", IDEA_STAGES),
  },
  team: {
    founder_name: personName("نام بنیان‌گذار"),
    founder_mobile: iranMobile("شماره موبایل"),
    founder_email: email("ایمیل"),
    team_size: wholeNumber("تعداد اعضای تیم", 1, 50),
    team_roles: longText("نقش اعضای تیم", 1000),
    city: requiredText("شهر").pipe(minLength("شهر", 2)).pipe(maxLength("شهر", 60)),
  },
  attachments: {
    website: optional(webLink("وب‌سایت یا لینک")),
  },
} as const;

export const IDEA_STEPS = [
  { key: "service", title: "انتخاب برنامه", fields: ["service"] },
  { key: "idea", title: "ایده", fields: ["title", "problem", "solution", "customers", "stage"] },
  { key: "team", title: "تیم", fields: ["founder_name", "founder_mobile", "founder_email", "team_size", "team_roles", "city"] },
  { key: "attachments", title: "پیوست‌ها", fields: ["pitch_deck", "website"] },
  { key: "review", title: "بازبینی و ارسال", fields: ["altcha"] },
] as const;

export type IdeaStepKey = (typeof IDEA_STEPS)[number]["key"];
export const IDEA_STEP_KEYS = IDEA_STEPS.map((s) => s.key) as IdeaStepKey[];

export function isIdeaStep(value: unknown): value is IdeaStepKey {
  return typeof value === "string" && (IDEA_STEP_KEYS as string[]).includes(value);
}

/** The step a field is asked on (the review step for anything else, e.g. the captcha). */
export function ideaStepOfField(field: string): IdeaStepKey {
  return IDEA_STEPS.find((s) => (s.fields as readonly string[]).includes(field))?.key ?? "review";
}

/** Schemas for checking one step's fields on their own (the review step has none). */
export const ideaStepSchemas = {
  service: z.object(ideaStepShapes.service),
  idea: z.object(ideaStepShapes.idea),
  team: z.object(ideaStepShapes.team),
  attachments: z.object(ideaStepShapes.attachments),
} as const;

export const ideaSchema = z.object({
  ...ideaStepShapes.service,
  ...ideaStepShapes.idea,
  ...ideaStepShapes.team,
  ...ideaStepShapes.attachments,
  ...captchaFields,
});

/** What the form validates: the payload plus the optional pitch deck it sends beside it. */
export const ideaFormSchema = ideaSchema.extend({ pitch_deck: optional(pitchDeckFileRule) });

export type IdeaInput = z.input<typeof ideaFormSchema>;
export type Idea = z.output<typeof ideaSchema>;
/** The form's values once validated (numbers parsed, the file checked). */
export type IdeaFormValues = z.output<typeof ideaFormSchema>;
