// A hi-tech project as the content desk edits it (issue 14): the fields its card on /projects and
// its page show (title, summary, the rich-text description, field, stage, industrial partner, the
// cover with its text alternative, the roles it looks for, its technologies, the budget in toman
// and how many months it runs), with the rules of validation/rules.ts (Persian messages, digits of
// any script). The desk's form and the admin API (app/api/v1/admin/content/projects) parse with
// these schemas. The budget is stored in rial, as the public API answers it.
import { z } from "zod";
import { HITECH_FIELDS, HITECH_STATUSES, type HitechField, type HitechStatus } from "@/shared/types/hitech";
import { between, oneOf, optional } from "../rules";
import { contentSchemas } from "./desk-schemas";
import { ARTICLE_LIMITS, orNone, textList, TOMAN_LIMITS, wholeNumber, writtenText } from "./fields";
import { altText, storedImage, uploadedImageHasAlt } from "./image";

export const PROJECT_LIMITS = {
  ...ARTICLE_LIMITS,
  partner: { min: 2, max: 120 },
  need: { min: 2, max: 80 },
  needs: 12,
  technology: { min: 2, max: 60 },
  technologies: 20,
  budgetToman: TOMAN_LIMITS,
  durationMonths: { min: 1, max: 120 },
} as const;

export const PROJECT_COVER_ALT_REQUIRED_MESSAGE =
  "برای تصویر بارگذاری‌شده، متن جایگزین تصویر پروژه را بنویسید (آنچه تصویر نشان می‌دهد).";

const FIELD_KEYS = Object.keys(HITECH_FIELDS) as HitechField[];
const STAGE_KEYS = Object.keys(HITECH_STATUSES) as HitechStatus[];

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
  budget_toman: orNone(wholeNumber("بودجه (تومان)", PROJECT_LIMITS.budgetToman)),
  duration_months: wholeNumber("مدت اجرا (ماه)", PROJECT_LIMITS.durationMonths),
};

/** An uploaded cover has its text alternative (an edit is checked against the stored project: server/hitech/desk.ts). */
export const projectCoverHasAlt = uploadedImageHasAlt("cover", "cover_alt");

const coverAlt = { holds: projectCoverHasAlt, field: "cover_alt", error: PROJECT_COVER_ALT_REQUIRED_MESSAGE };
/** A new project (saved as a draft), and an edit: any of the fields, and the version the desk showed. */
const projectSchemas = contentSchemas(projectFields, { create: [coverAlt] });

export const projectCreateSchema = projectSchemas.create;
export type ProjectCreateInput = z.input<typeof projectCreateSchema>;
export type ProjectContent = z.output<typeof projectCreateSchema>;
export const projectPatchSchema = projectSchemas.patch;
export type ProjectPatch = z.output<typeof projectPatchSchema>;
