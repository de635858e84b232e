// A hi-tech project as the content desk edits it (issue 14): the fields its card on /projects and
// its page show (title, summary, the rich-text description, field, stage, industrial partner, the
// cover with its text alternative, the roles it looks for, its technologies, the budget in toman
// and how many months it runs), with the rules of validation/rules.ts (Persian messages, digits of
// any script). The desk's form and the admin API (app/api/v1/admin/content/projects) parse with
// these schemas. The budget is stored in rial, as the public API answers it.
import { z } from "zod";
import { isUploadedImageUrl } from "@/shared/content-images";
import { HITECH_FIELDS, HITECH_STATUSES, type HitechField, type HitechStatus } from "@/shared/types/hitech";
import { between, oneOf, optional } from "../rules";
import { contentVersion, textList, wholeNumber, writtenText } from "./fields";
import { altText, storedImage } from "./image";

export const PROJECT_LIMITS = {
  title: { min: 3, max: 120 },
  summary: { min: 10, max: 300 },
  description: { min: 20, max: 20_000 },
  partner: { min: 2, max: 120 },
  need: { min: 2, max: 80 },
  needs: 12,
  technology: { min: 2, max: 60 },
  technologies: 20,
  // The rial amount fits the database's integer column: up to 200 million toman.
  budgetToman: { min: 0, max: 200_000_000 },
  durationMonths: { min: 1, max: 120 },
} as const;

export const PROJECT_COVER_ALT_REQUIRED_MESSAGE =
  "برای تصویر بارگذاری‌شده، متن جایگزین تصویر پروژه را بنویسید (آنچه تصویر نشان می‌دهد).";

const FIELD_KEYS = Object.keys(HITECH_FIELDS) as HitechField[];
const STAGE_KEYS = Object.keys(HITECH_STATUSES) as HitechStatus[];

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Every editable field of a project; each may be left out of a PATCH. */
const projectFields = {
  title: writtenText("عنوان پروژه", PROJECT_LIMITS.title),
  summary: writtenText("خلاصه پروژه", PROJECT_LIMITS.summary),
  /** Rich text: headings, lists, bold and safe links (nothing in it is ever markup). */
  description: writtenText("درباره پروژه", PROJECT_LIMITS.description),
  field: oneOf("حوزه پروژه", FIELD_KEYS),
  stage: oneOf("وضعیت پروژه", STAGE_KEYS),
  partner: between("شریک صنعتی", PROJECT_LIMITS.partner.min, PROJECT_LIMITS.partner.max),
  /** An image the site stores (uploaded or drawn); empty on create: the drawn cover of the project. */
  cover: optional(storedImage("تصویر پروژه")),
  /** What the cover shows; required with an uploaded cover (the drawn one has its own). */
  cover_alt: optional(altText("متن جایگزین تصویر پروژه")).nullable(),
  needs: textList("نقش‌های مورد نیاز", { item: PROJECT_LIMITS.need, items: PROJECT_LIMITS.needs }),
  technologies: textList("فناوری‌ها", { item: PROJECT_LIMITS.technology, items: PROJECT_LIMITS.technologies }),
  /** Toman; empty (or null): settled with the team. */
  budget_toman: z.preprocess(
    (value) => (isBlank(value) ? null : value),
    wholeNumber("بودجه (تومان)", PROJECT_LIMITS.budgetToman).nullable(),
  ),
  duration_months: wholeNumber("مدت اجرا (ماه)", PROJECT_LIMITS.durationMonths),
};

/** An uploaded cover has its text alternative (an edit is checked against the stored project: server/hitech/desk.ts). */
export const projectCoverHasAlt = (project: { cover?: string | null; cover_alt?: string | null }) =>
  !project.cover || !isUploadedImageUrl(project.cover) || !!project.cover_alt;

/** A new project (saved as a draft). */
export const projectCreateSchema = z
  .object(projectFields)
  .refine(projectCoverHasAlt, { path: ["cover_alt"], error: PROJECT_COVER_ALT_REQUIRED_MESSAGE });
export type ProjectCreateInput = z.input<typeof projectCreateSchema>;
export type ProjectContent = z.output<typeof projectCreateSchema>;

/** An edit: any of the fields, and the version the desk showed. */
export const projectPatchSchema = z.object(projectFields).partial().extend({ version: contentVersion });
export type ProjectPatch = z.output<typeof projectPatchSchema>;
