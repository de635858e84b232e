// A business (a startup the accelerator hosts) as the content desk edits it (issue 14): the fields
// its public page shows, with the rules of validation/rules.ts (Persian messages, digits of any
// script). The desk's form and the admin API (app/api/v1/admin/content/businesses) parse with these
// schemas. The name, the tagline and the description keep their digits as typed (the description is the rich
// text of shared/rich-text.ts, a paragraph a line, as the page reads it).
import { z } from "zod";
import { jalaliParts } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { BUSINESS_STAGES } from "@/shared/types/businesses";
import { between, maxLength, oneOf, optional } from "../rules";
import { galleryPictures } from "./event";
import { contentSchemas } from "./desk-schemas";
import { jalaliDay, optionalSlug, webAddress, wholeNumber, writtenText } from "./fields";
import { altText, storedImage, uploadedImageHasAlt } from "./image";

export const BUSINESS_LIMITS = {
  name: { min: 2, max: 80 },
  tagline: { min: 5, max: 160 },
  description: { min: 20, max: 20_000 },
  /** Jalali years: from 1300 to this year. */
  foundedYear: { min: 1300 },
  stats: 8,
  statValue: 1_000_000_000,
  timelines: 10,
  timelineItems: 12,
  members: 24,
} as const;

export const LOGO_ALT_REQUIRED_MESSAGE =
  "برای نشان بارگذاری‌شده، متن جایگزین نشان را بنویسید (آنچه تصویر نشان می‌دهد).";
export const COVER_ALT_REQUIRED_MESSAGE =
  "برای تصویر بارگذاری‌شده، متن جایگزین تصویر کسب‌وکار را بنویسید (آنچه تصویر نشان می‌دهد).";

const STAGE_VALUES = BUSINESS_STAGES.map((stage) => stage.value);

/** This Jalali year in Tehran (a business cannot have started later). */
const thisJalaliYear = () => jalaliParts(new Date()).year;

const foundedYear = wholeNumber("سال شروع", { min: 0, max: 9999 }).refine(
  (year) => year >= BUSINESS_LIMITS.foundedYear.min && year <= thisJalaliYear(),
  {
    error: () =>
      `سال شروع باید سالی میان ${toPersianDigits(BUSINESS_LIMITS.foundedYear.min)} و ${toPersianDigits(thisJalaliYear())} باشد (به تاریخ شمسی).`,
  },
);

const imageAddress = (label: string) => optional(storedImage(label));

/** A figure "in one glance": what it counts, the number and its unit ("۱۲ نفر"). */
const statFields = z.object({
  label: between("عنوان عدد", 2, 40),
  value: wholeNumber("عدد", { min: 0, max: BUSINESS_LIMITS.statValue }),
  unit: optional(maxLength("واحد عدد", 20)).nullable(),
});

/** A chapter of the business's path (its Jalali year) and its moments, each on a Jalali day. */
const timelineFields = z.object({
  title: between("عنوان فصل", 2, 80),
  year: wholeNumber("سال فصل", { min: 1300, max: 1500 }),
  items: z
    .array(
      z.object({
        title: between("عنوان رویداد مسیر", 2, 80),
        description: between("شرح رویداد مسیر", 5, 400),
        happened_at: jalaliDay("تاریخ رویداد مسیر"),
      }),
    )
    .max(BUSINESS_LIMITS.timelineItems, {
      error: `هر فصل حداکثر ${toPersianDigits(BUSINESS_LIMITS.timelineItems)} رویداد دارد.`,
    }),
});

/** A team member: name and role; the photo is one the desk uploaded (square), or the drawn face a new member gets. */
const memberFields = z.object({
  name: between("نام عضو", 2, 60),
  role: between("نقش عضو", 2, 60),
  avatar: imageAddress("تصویر عضو"),
});

/** Every editable field; each may be left out of a PATCH. */
const businessFields = {
  /** As typed, its digits too ("پسته‌یار ۲" stays so). */
  name: writtenText("نام کسب‌وکار", BUSINESS_LIMITS.name),
  /** Empty on create: made from the name. */
  slug: optionalSlug(),
  tagline: writtenText("معرفی کوتاه", BUSINESS_LIMITS.tagline),
  /** Rich text: headings, lists, bold and safe links (nothing in it is ever markup). */
  description: writtenText("درباره کسب‌وکار", BUSINESS_LIMITS.description),
  category: between("حوزه فعالیت", 2, 60),
  stage: oneOf("مرحله رشد", STAGE_VALUES),
  /** An image the site stores (uploaded or drawn); empty on create: the drawn logo of the business. */
  logo: imageAddress("نشان کسب‌وکار"),
  /** What the logo shows; required with an uploaded logo (the drawn one has its own). */
  logo_alt: optional(altText("متن جایگزین نشان")).nullable(),
  /** An image the site stores (uploaded or drawn); empty on create: the drawn cover of the business. */
  cover: imageAddress("تصویر کسب‌وکار"),
  cover_alt: optional(altText("متن جایگزین تصویر کسب‌وکار")).nullable(),
  website: optional(webAddress("وب‌سایت")).nullable(),
  /** Jalali year, digits of any script. */
  founded_year: optional(foundedYear).nullable(),
  city: between("شهر", 2, 40),
  /** The gallery, in the order the page shows it: each picture with what it shows (its alt text and caption). */
  gallery: galleryPictures().optional(),
  /** The figures, the path and the team, each in the order the page shows it. */
  stats: z
    .array(statFields)
    .max(BUSINESS_LIMITS.stats, { error: `حداکثر ${toPersianDigits(BUSINESS_LIMITS.stats)} عدد در یک نگاه.` })
    .optional(),
  timelines: z
    .array(timelineFields)
    .max(BUSINESS_LIMITS.timelines, { error: `حداکثر ${toPersianDigits(BUSINESS_LIMITS.timelines)} فصل در مسیر رشد.` })
    .optional(),
  members: z
    .array(memberFields)
    .max(BUSINESS_LIMITS.members, { error: `حداکثر ${toPersianDigits(BUSINESS_LIMITS.members)} عضو تیم.` })
    .optional(),
};

/** Each uploaded picture has its text alternative (an edit is checked against the stored business: server/businesses/desk.ts). */
export const logoHasAlt = uploadedImageHasAlt("logo", "logo_alt");
export const coverHasAlt = uploadedImageHasAlt("cover", "cover_alt");

const logoAlt = { holds: logoHasAlt, field: "logo_alt", error: LOGO_ALT_REQUIRED_MESSAGE };
const coverAlt = { holds: coverHasAlt, field: "cover_alt", error: COVER_ALT_REQUIRED_MESSAGE };
/** A new business (saved as a draft), and an edit: any of the fields, and the version the desk showed. */
const businessSchemas = contentSchemas(businessFields, { create: [logoAlt, coverAlt] });

export const businessCreateSchema = businessSchemas.create;
export type BusinessCreateInput = z.input<typeof businessCreateSchema>;
export type BusinessContent = z.output<typeof businessCreateSchema>;
export const businessPatchSchema = businessSchemas.patch;
export type BusinessPatch = z.output<typeof businessPatchSchema>;
