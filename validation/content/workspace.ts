// A workspace's plans and spaces as the content desk edits them (issue 14). A plan: its space and
// service, title, description, period, price in toman a period (stored in rial, as the public API
// answers it), how many people it takes and its features (one a line). A space: its branch, name,
// description, floor, capacity, features, its image with the text that says what it shows, and its
// gallery (each picture with its required alt text).
// The desk's forms and the admin API (app/api/v1/admin/content/plans, …/spaces) parse with these
// schemas; numbers take digits of any script and thousands separators.
import { z } from "zod";
import { PLAN_PERIOD_LABELS, PLAN_PERIODS } from "@/shared/types/workspaces";
import { maxLength } from "../rules";
import { galleryPictures } from "./event";
import { contentSchemas } from "./desk-schemas";
import { rowReference, SORT_ORDER_LIMITS, sortOrder, textList, TOMAN_LIMITS, wholeNumber, writtenText } from "./fields";
import { altText, newImageHasAlt, storedImage } from "./image";

export const WORKSPACE_LIMITS = {
  title: { min: 2, max: 120 },
  description: { min: 10, max: 1_000 },
  floor: 60,
  capacity: { min: 1, max: 1_000 },
  listItem: { min: 2, max: 80 },
  listItems: 20,
  priceToman: TOMAN_LIMITS,
  sortOrder: SORT_ORDER_LIMITS,
} as const;

/** A plan's or a space's features: each item's length and how many. */
const FEATURE_LIST = { item: WORKSPACE_LIMITS.listItem, items: WORKSPACE_LIMITS.listItems };

const PERIOD_MESSAGE = `دوره قیمت باید یکی از ${Object.values(PLAN_PERIOD_LABELS).join("، ")} باشد.`;
export const IMAGE_ALT_REQUIRED_MESSAGE = "متن جایگزین تصویر فضا را بنویسید (آنچه تصویر نشان می‌دهد).";

/** Every editable field of a plan; each may be left out of a PATCH. */
const planFields = {
  location_id: rowReference("فضا"),
  service_id: rowReference("نوع خدمت"),
  title: writtenText("عنوان پلن", WORKSPACE_LIMITS.title),
  description: writtenText("توضیح پلن", WORKSPACE_LIMITS.description),
  period: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.enum(PLAN_PERIODS, { error: PERIOD_MESSAGE }),
  ),
  price_toman: wholeNumber("قیمت (تومان)", WORKSPACE_LIMITS.priceToman),
  capacity: wholeNumber("ظرفیت پلن (نفر)", WORKSPACE_LIMITS.capacity),
  amenities: textList("امکانات پلن", FEATURE_LIST),
  /** Its place among its space's plans, smaller first; empty on create: after the last. */
  sort_order: sortOrder(),
};

/** A new plan (saved as a draft), and a plan's edit: any of its fields, and the version the desk showed. */
const planSchemas = contentSchemas(planFields);

export const planCreateSchema = planSchemas.create;
export type PlanContent = z.output<typeof planCreateSchema>;
export const planPatchSchema = planSchemas.patch;
export type PlanPatch = z.output<typeof planPatchSchema>;

/** Every editable field of a space; each may be left out of a PATCH (but an image goes with its alt text). */
const spaceFields = {
  branch_id: rowReference("شعبه"),
  name: writtenText("نام فضا", WORKSPACE_LIMITS.title),
  description: writtenText("توضیح فضا", WORKSPACE_LIMITS.description),
  /** Empty: none shown. */
  floor: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    maxLength("طبقه", WORKSPACE_LIMITS.floor).nullable().optional(),
  ),
  capacity: wholeNumber("ظرفیت فضا (نفر)", WORKSPACE_LIMITS.capacity),
  amenities: textList("امکانات فضا", FEATURE_LIST),
  /** An image the site stores: uploaded through the desk, or drawn (validation/content/image.ts: storedImage). */
  image: storedImage("تصویر فضا"),
  /** What the image shows, for those who cannot see it: required. */
  image_alt: altText("متن جایگزین تصویر فضا"),
  /** The gallery (the public API's `gallery`), in its order; empty: none. */
  gallery: galleryPictures().optional(),
  sort_order: sortOrder(),
};

const imageWithAlt = { holds: newImageHasAlt, field: "image_alt", error: IMAGE_ALT_REQUIRED_MESSAGE };
/** A new space (saved as a draft), and a space's edit: any of its fields, and the version the desk showed; a new image comes with its alt text. */
const spaceSchemas = contentSchemas(spaceFields, { patch: [imageWithAlt] });

export const spaceCreateSchema = spaceSchemas.create;
export type SpaceContent = z.output<typeof spaceCreateSchema>;

/** A saved version brought back: as a new space, but a version from before the desk may have no alt text (the seeded drawn art: its name stands in). */
export const spaceRestoreSchema = z.object({ ...spaceFields, image_alt: altText("متن جایگزین تصویر فضا").nullable() });

export const spacePatchSchema = spaceSchemas.patch;
export type SpacePatch = z.output<typeof spacePatchSchema>;
