// A workspace branch as the content desk edits it (issue 14): its name and description, address,
// city, phone (an Iranian landline or mobile, as the site's contact phone), opening hours, its point
// on the map (within Iran), its image with the text that says what it shows, its weekly days off and
// its place in the site's order. Its dated closed days are the reservation calendar's
// (./calendar.ts). The desk's form and the admin API (app/api/v1/admin/content/branches) parse with
// these; digits of any script are accepted.
import { z } from "zod";
import { closedWeekdays } from "./calendar";
import { contentSchemas } from "./desk-schemas";
import { decimalNumber, optionalSlug, sortOrder, writtenText } from "./fields";
import { altText, newImageHasAlt, storedImage } from "./image";
import { phone, SITE_LIMITS } from "./site";
import { WORKSPACE_LIMITS } from "./workspace";

/** Iran's rough bounds: a point outside is a typing mistake (a swapped pair, a lost digit). */
export const IRAN_BOUNDS = { lat: { min: 24, max: 40 }, lng: { min: 44, max: 64 } } as const;

export const BRANCH_IMAGE_ALT_REQUIRED_MESSAGE = "متن جایگزین تصویر شعبه را بنویسید (آنچه تصویر نشان می‌دهد).";

/** Every editable field of a branch; each may be left out of a PATCH (but an image goes with its alt text). */
const branchFields = {
  name: writtenText("نام شعبه", WORKSPACE_LIMITS.title),
  /** The /workspaces?branch= filter's value; empty on create: made from the name. A changed one's old slug keeps answering (308 to the new). */
  slug: optionalSlug(),
  description: writtenText("توضیح شعبه", WORKSPACE_LIMITS.description),
  address: writtenText("نشانی", SITE_LIMITS.address),
  city: writtenText("شهر", SITE_LIMITS.city),
  phone,
  hours: writtenText("ساعات کاری", SITE_LIMITS.hours),
  lat: decimalNumber("عرض جغرافیایی", IRAN_BOUNDS.lat),
  lng: decimalNumber("طول جغرافیایی", IRAN_BOUNDS.lng),
  /** An image the site stores: uploaded through the desk, or drawn (validation/content/image.ts: storedImage). */
  image: storedImage("تصویر شعبه"),
  /** What the image shows, for those who cannot see it: required. */
  image_alt: altText("متن جایگزین تصویر شعبه"),
  closed_weekdays: closedWeekdays,
  /** Its place among the branches, smaller first; empty on create: after the last. */
  sort_order: sortOrder(),
};

const imageWithAlt = { holds: newImageHasAlt, field: "image_alt", error: BRANCH_IMAGE_ALT_REQUIRED_MESSAGE };
/** A new branch (saved as a draft; its slug the one sent, or made from its name), and a branch's edit: any of its fields, and the version the desk showed; a new image comes with its alt text. */
const branchSchemas = contentSchemas(branchFields, { patch: [imageWithAlt] });

export const branchCreateSchema = branchSchemas.create;
export type BranchContent = z.output<typeof branchCreateSchema>;

/** A saved version brought back: as a new branch, but a version from before the desk has no alt text (the seeded drawn art: its name stands in). */
export const branchRestoreSchema = z.object({
  ...branchFields,
  image_alt: altText("متن جایگزین تصویر شعبه").nullable(),
});

export const branchPatchSchema = branchSchemas.patch;
export type BranchPatch = z.output<typeof branchPatchSchema>;
