// An event as the content desk edits it (issue 14): the fields the site shows, with the rules of
// validation/rules.ts (Persian messages, digits of any script). The desk's form and the admin API
// (app/api/v1/admin/content/events) parse with these schemas.
import { z } from "zod";
import { between, maxLength, optional } from "../rules";
import { contentSchemas } from "./desk-schemas";
import { contentVersion, decimalNumber, instant, optionalSlug, rowReference, webAddress, wholeNumber } from "./fields";
import { altText, storedImage, uploadedImageHasAlt } from "./image";

// The price fits the database's integer column: up to 200 million toman.
export const EVENT_LIMITS = {
  capacity: 100_000,
  priceRial: 2_000_000_000,
  sessions: 20,
  tags: 10,
  gallery: 20,
  sponsors: 12,
} as const;

export const ENDS_BEFORE_START_MESSAGE = "زمان پایان باید بعد از زمان شروع باشد.";
export const COVER_ALT_REQUIRED_MESSAGE =
  "برای تصویر بارگذاری‌شده، متن جایگزین تصویر رویداد را بنویسید (آنچه تصویر نشان می‌دهد).";

/** An end after the start (an event's, a session's). zod runs this even when a moment failed (an empty one stays a string): compare only two real moments. */
function endsAfterStart(span: { starts_at?: unknown; ends_at?: unknown }) {
  const { starts_at: start, ends_at: end } = span;
  return !(start instanceof Date) || !(end instanceof Date) || end.getTime() > start.getTime();
}

/** A gallery (an event's, a business's, a workspace space's) in the order shown: each picture with what it shows (its alt text and caption, required). */
export function galleryPictures() {
  return z
    .array(
      z.object({
        image: storedImage("تصویر گالری"),
        caption: altText("متن جایگزین تصویر گالری"),
      }),
    )
    .max(EVENT_LIMITS.gallery, { error: "تصویرهای گالری بیش از اندازه است." });
}

const sessionSchema = z
  .object({
    title: between("عنوان بخش", 2, 120),
    starts_at: instant("زمان شروع بخش"),
    ends_at: instant("زمان پایان بخش"),
    host_name: optional(maxLength("نام میزبان بخش", 80)),
    /** One of the site's presenters (the page's «ارائه‌دهنده» and «ارائه‌دهندگان»); null: none. */
    presenter_id: optional(rowReference("ارائه‌دهنده بخش")).nullable(),
  })
  .refine(endsAfterStart, { path: ["ends_at"], error: ENDS_BEFORE_START_MESSAGE });

/** A sponsor as the page's «حامیان» shows it: its name, its level of support, a square logo (none: a drawn one), a link. */
const sponsorSchema = z.object({
  name: between("نام حامی", 2, 80),
  level: between("سطح حمایت", 2, 40),
  logo: optional(storedImage("نشان حامی")),
  website: optional(webAddress("نشانی وب حامی")).nullable(),
});

/** Every editable field; each may be left out of a PATCH. */
const eventFields = {
  title: between("عنوان رویداد", 3, 120),
  /** Empty on create: made from the title. */
  slug: optionalSlug(),
  summary: between("خلاصه رویداد", 10, 300),
  description: between("توضیحات رویداد", 10, 20_000),
  category: between("دسته رویداد", 2, 60),
  /** An image the site stores (uploaded or drawn); empty on create: the drawn cover of the event. */
  cover: optional(storedImage("تصویر رویداد")),
  /** What the cover shows, for those who cannot see it; required with an uploaded cover (the drawn art has its own). */
  cover_alt: optional(altText("متن جایگزین تصویر رویداد")).nullable(),
  capacity: wholeNumber("ظرفیت", { min: 1, max: EVENT_LIMITS.capacity }),
  /** Rial; 0 is free. */
  price: wholeNumber("هزینه ثبت‌نام (ریال)", { min: 0, max: EVENT_LIMITS.priceRial }),
  location_title: between("نام محل برگزاری", 2, 120),
  address: between("نشانی محل برگزاری", 5, 300),
  lat: optional(decimalNumber("عرض جغرافیایی", { min: -90, max: 90 })).nullable(),
  lng: optional(decimalNumber("طول جغرافیایی", { min: -180, max: 180 })).nullable(),
  online_url: optional(webAddress("نشانی برگزاری آنلاین")).nullable(),
  starts_at: instant("زمان شروع رویداد"),
  ends_at: instant("زمان پایان رویداد"),
  /** The programme; empty: none shown. */
  sessions: z
    .array(sessionSchema)
    .max(EVENT_LIMITS.sessions, { error: "بخش‌های برنامه بیش از اندازه است." })
    .optional(),
  /** The gallery, in the order the page shows it: each picture with what it shows (its alt text and caption). */
  gallery: galleryPictures().optional(),
  /** Who runs the event (one of the site's organizers: its name and logo on the page, JSON-LD `organizer`); null: none. */
  organizer_id: optional(rowReference("برگزارکننده")).nullable(),
  /** The sponsors, in the order the page shows them. */
  sponsors: z.array(sponsorSchema).max(EVENT_LIMITS.sponsors, { error: "حامیان بیش از اندازه است." }).optional(),
  /** Tag slugs (tags the site already has). */
  tags: z
    .array(
      z
        .string({ error: "برچسب معتبر نیست." })
        .trim()
        .min(1, { error: "برچسب معتبر نیست." })
        .max(60, { error: "برچسب معتبر نیست." }),
    )
    .max(EVENT_LIMITS.tags, { error: "برچسب‌ها بیش از اندازه است." })
    .optional(),
};

/** An uploaded cover has its text alternative (an edit is checked against the stored event: server/events/desk.ts). */
export const coverHasAlt = uploadedImageHasAlt("cover", "cover_alt");

const endsInOrder = { holds: endsAfterStart, field: "ends_at", error: ENDS_BEFORE_START_MESSAGE };
const coverAlt = { holds: coverHasAlt, field: "cover_alt", error: COVER_ALT_REQUIRED_MESSAGE };
/** A new event (saved as a draft), and an edit: any of the fields, and the version the desk showed. */
const eventSchemas = contentSchemas(eventFields, { create: [endsInOrder, coverAlt], patch: [endsInOrder] });

export const eventCreateSchema = eventSchemas.create;
export type EventCreateInput = z.input<typeof eventCreateSchema>;
export type EventContent = z.output<typeof eventCreateSchema>;
export const eventPatchSchema = eventSchemas.patch;
export type EventPatch = z.output<typeof eventPatchSchema>;

/** Publishing: at once, or at a moment (ISO, or a Jalali date and time in Tehran). */
export const publishSchema = z.object({
  publish_at: optional(instant("زمان انتشار")).nullable(),
  version: contentVersion.optional(),
});

/** Unpublishing, archiving or restoring: optionally against the version the desk showed. */
export const contentActionSchema = z.object({ version: contentVersion.optional() });
