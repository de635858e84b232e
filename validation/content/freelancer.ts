// A freelancer's public profile as the content desk edits it (issue 14): the fields its card on
// /freelancers and its page on /freelancers/{id} show (category, name, title, city, the rich-text
// bio, skills, the avatar with its text alternative, years of experience, the hourly rate, whether
// they take work now, and the four social links), with the rules the registration form uses for
// the same fields (skills, social links, the hourly rate's range). The desk speaks toman, the table
// and the public API keep rials. The desk's form and the admin API
// (app/api/v1/admin/content/freelancers) parse with these schemas; digits of any script.
import { z } from "zod";
import { between, optional } from "../rules";
import { textList } from "../requests/common";
import { HOURLY_RATE } from "../requests/freelancer";
import { FREELANCER_SKILLS } from "../requests/freelancer-terms";
import { socialLink } from "../requests/social-links";
import { patchFields } from "./desk-schemas";
import { rowReference, wholeNumber, writtenText } from "./fields";
import { altText, storedImage } from "./image";
import { avatarHasAlt } from "./mentor";

export const FREELANCER_LIMITS = {
  name: { min: 3, max: 80 },
  title: { min: 2, max: 100 },
  city: { min: 2, max: 50 },
  bio: { min: 20, max: 20_000 },
  years: { min: 0, max: 60 },
  hourlyRateToman: HOURLY_RATE,
} as const;

export const FREELANCER_AVATAR_ALT_MESSAGE =
  "برای تصویر بارگذاری‌شده، متن جایگزین تصویر فریلنسر را بنویسید (آنچه تصویر نشان می‌دهد).";
const AVAILABLE_MESSAGE = "وضعیت همکاری را انتخاب کنید: آماده پذیرش پروژه یا نه.";

/** Takes work now: true or false (the form's "true"/"false" too). */
const available = z.preprocess(
  (value) => (value === "true" ? true : value === "false" ? false : value),
  z.boolean({ error: AVAILABLE_MESSAGE }),
);

/** Every editable field of a freelancer; each may be left out of a PATCH. */
const freelancerFields = {
  category_id: rowReference("حوزه کاری"),
  /** As typed, its digits too (as a business's name). */
  name: writtenText("نام فریلنسر", FREELANCER_LIMITS.name),
  title: writtenText("عنوان تخصص", FREELANCER_LIMITS.title),
  city: between("شهر", FREELANCER_LIMITS.city.min, FREELANCER_LIMITS.city.max),
  /** Rich text: headings, lists, bold and safe links (nothing in it is ever markup). */
  bio: writtenText("درباره فریلنسر", FREELANCER_LIMITS.bio),
  /** One a line or with commas, or sent as a list. */
  skills: textList({ label: "مهارت‌ها", itemLabel: "مهارت", ...FREELANCER_SKILLS, text: "split" }),
  /** An image the site stores (uploaded or drawn); empty on create: the freelancer's drawn initials. */
  avatar: optional(storedImage("تصویر فریلنسر")),
  /** What the avatar shows; required with an uploaded one (the drawn initials are named by the page). */
  avatar_alt: optional(altText("متن جایگزین تصویر فریلنسر")).nullable(),
  years_of_experience: wholeNumber("سال‌های سابقه", FREELANCER_LIMITS.years),
  /** Toman an hour. */
  hourly_rate_toman: wholeNumber("نرخ ساعتی (تومان)", FREELANCER_LIMITS.hourlyRateToman),
  available,
  /** Each a profile address or handle, stored as its https address; empty: none. */
  instagram: optional(socialLink("instagram")).nullable(),
  linkedin: optional(socialLink("linkedin")).nullable(),
  twitter: optional(socialLink("twitter")).nullable(),
  telegram: optional(socialLink("telegram")).nullable(),
};

/** A new freelancer (saved as a draft). */
export const freelancerCreateSchema = z
  .object(freelancerFields)
  .refine(avatarHasAlt, { path: ["avatar_alt"], error: FREELANCER_AVATAR_ALT_MESSAGE });
export type FreelancerCreateInput = z.input<typeof freelancerCreateSchema>;
export type FreelancerContent = z.output<typeof freelancerCreateSchema>;

/** An edit: any of the fields, and the version the desk showed; the resume may be hidden from the
 *  page (`resume_public: false`) or taken off the profile (`resume_url: null`), not versioned. */
export const freelancerPatchSchema = patchFields(freelancerFields).extend({
  resume_public: z.boolean({ error: "نمایش رزومه باید بله یا نه باشد." }).optional(),
  resume_url: z.null({ error: "رزومه را فقط می‌توان از نمایه برداشت." }).optional(),
});
export type FreelancerPatch = z.output<typeof freelancerPatchSchema>;
