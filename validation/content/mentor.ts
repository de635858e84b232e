// A mentor's public profile as the content desk edits it (issue 14): the fields its card on /mentors
// and its page on /mentors/{id} show (category, name, title, company, the rich-text bio, topics,
// avatar with its text alternative, years of experience, the session price, LinkedIn and the
// sessions held), with the rules the "become a mentor" form uses for the same fields (topics,
// LinkedIn). The desk speaks toman, the table and the public API keep rials. The desk's form and
// the admin API (app/api/v1/admin/content/mentors) parse with these schemas; digits of any script.
import { z } from "zod";
import { optional } from "../rules";
import { textList } from "../requests/common";
import { MENTOR_TOPICS } from "../requests/mentor-application-terms";
import { socialLink } from "../requests/social-links";
import { contentSchemas } from "./desk-schemas";
import { rowReference, TOMAN_LIMITS, wholeNumber, writtenText } from "./fields";
import { altText, storedImage, uploadedImageHasAlt } from "./image";

export const MENTOR_LIMITS = {
  name: { min: 3, max: 80 },
  title: { min: 2, max: 100 },
  company: { max: 100 },
  bio: { min: 20, max: 20_000 },
  years: { min: 0, max: 60 },
  sessionPriceToman: TOMAN_LIMITS,
  sessions: { min: 0, max: 100_000 },
} as const;

export const AVATAR_ALT_REQUIRED_MESSAGE =
  "برای تصویر بارگذاری‌شده، متن جایگزین تصویر منتور را بنویسید (آنچه تصویر نشان می‌دهد).";

/** Every editable field of a mentor; each may be left out of a PATCH. */
const mentorFields = {
  category_id: rowReference("حوزه منتور"),
  /** As typed, its digits too (as a business's name). */
  name: writtenText("نام منتور", MENTOR_LIMITS.name),
  title: writtenText("عنوان شغلی", MENTOR_LIMITS.title),
  /** Empty: none (the card shows the title alone). */
  company: optional(writtenText("شرکت یا سازمان", { min: 1, max: MENTOR_LIMITS.company.max })).nullable(),
  /** Rich text: headings, lists, bold and safe links (nothing in it is ever markup). */
  bio: writtenText("معرفی منتور", MENTOR_LIMITS.bio),
  /** Typed with commas or one a line, or sent as a list. */
  topics: textList({ label: "موضوع‌های مشاوره", itemLabel: "موضوع", ...MENTOR_TOPICS, text: "split" }),
  /** An image the site stores (uploaded or drawn); empty on create: the mentor's drawn initials. */
  avatar: optional(storedImage("تصویر منتور")),
  /** What the avatar shows; required with an uploaded one (the drawn initials are named by the page). */
  avatar_alt: optional(altText("متن جایگزین تصویر منتور")).nullable(),
  years_of_experience: wholeNumber("سال‌های سابقه", MENTOR_LIMITS.years),
  /** Toman a session; 0: free for the accelerator's teams. */
  session_price_toman: wholeNumber("هزینه هر جلسه (تومان)", MENTOR_LIMITS.sessionPriceToman),
  /** A profile address or handle, stored as its https address; empty: none. */
  linkedin: optional(socialLink("linkedin")).nullable(),
  /** Sessions held so far (the page shows them when there are any); empty on create: 0. */
  sessions_count: optional(wholeNumber("جلسه‌های برگزارشده", MENTOR_LIMITS.sessions)),
};

/** An uploaded avatar has its text alternative (an edit is checked against the stored mentor: server/mentors/desk.ts). */
export const avatarHasAlt = uploadedImageHasAlt("avatar", "avatar_alt");

const avatarAlt = { holds: avatarHasAlt, field: "avatar_alt", error: AVATAR_ALT_REQUIRED_MESSAGE };
/** A new mentor (saved as a draft), and an edit: any of the fields, and the version the desk showed. */
const mentorSchemas = contentSchemas(mentorFields, { create: [avatarAlt] });

export const mentorCreateSchema = mentorSchemas.create;
export type MentorCreateInput = z.input<typeof mentorCreateSchema>;
export type MentorContent = z.output<typeof mentorCreateSchema>;
export const mentorPatchSchema = mentorSchemas.patch;
export type MentorPatch = z.output<typeof mentorPatchSchema>;
