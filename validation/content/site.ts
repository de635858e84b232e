// The site's settings as the content desk edits them (issue 14): the contact details (an Iranian
// phone, an e-mail address, the map's point), the social links in the order the footer shows them,
// the headline figures of «درباره ما», and the home page's sections (offers, the accelerator's
// stages, the steps of a request). Each group is saved on its own with the version the desk showed.
// Digits of any script are accepted; the desk's forms and the admin API parse with these schemas.
import { z } from "zod";
import { toLatinDigits, toPersianDigits } from "@/shared/format/digits";
import { OFFER_ICONS } from "@/shared/home-sections";
import { email } from "../rules";
import { ruleMessage } from "../messages";
import { isIranPhone } from "../validators";
import { contentVersion, decimalNumber, webAddress, wholeNumber, writtenText } from "./fields";

export const SITE_LIMITS = {
  address: { min: 10, max: 300 },
  city: { min: 2, max: 60 },
  hours: { min: 5, max: 150 },
  socialName: { min: 2, max: 40 },
  social: 10,
  stat: { min: 0, max: 1_000_000 },
  title: { min: 3, max: 60 },
  text: { min: 10, max: 250 },
  cta: { min: 2, max: 40 },
  weeks: { min: 1, max: 104 },
  offers: { min: 1, max: 9 },
  programs: { min: 1, max: 6 },
  steps: { min: 1, max: 6 },
} as const;

/** The networks a link may be to (the footer draws each one's icon). */
export const SOCIAL_NETWORKS = {
  instagram: "اینستاگرام",
  linkedin: "لینکدین",
  twitter: "ایکس (توییتر)",
  telegram: "تلگرام",
  youtube: "یوتیوب",
  aparat: "آپارات",
  whatsapp: "واتس‌اپ",
  eitaa: "ایتا",
  bale: "بله",
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

const PHONE_LABEL = "تلفن";
const PHONE_MESSAGE = `${ruleMessage("iran_phone", { field: PHONE_LABEL })} (مانند ۰۳۴-۳۱۲۳۴۵۶۷)`;

/** A landline or mobile with its area code (the site's and a branch's), digits of any script, groups split by dashes or spaces; kept with Latin digits and dashes as the site shows it. */
export const phone = z.preprocess(
  (value) => (typeof value === "string" ? toLatinDigits(value).trim().replace(/\s+/g, "-") : value),
  z
    .string({ error: ruleMessage("required", { field: PHONE_LABEL }) })
    .min(1, { error: ruleMessage("required", { field: PHONE_LABEL }) })
    .refine((value) => /^[\d-]+$/.test(value) && isIranPhone(value.replace(/-/g, "")), { error: PHONE_MESSAGE }),
);

export const contactSettingSchema = z.object({
  address: writtenText("نشانی", SITE_LIMITS.address),
  city: writtenText("شهر", SITE_LIMITS.city),
  phone,
  email: email("ایمیل"),
  hours: writtenText("ساعات کاری", SITE_LIMITS.hours),
  location: z.object({
    lat: decimalNumber("عرض جغرافیایی", { min: 24, max: 40 }),
    lng: decimalNumber("طول جغرافیایی", { min: 44, max: 64 }),
  }),
});

const networks = Object.keys(SOCIAL_NETWORKS) as [SocialNetwork, ...SocialNetwork[]];
const NETWORK_MESSAGE = `شبکه باید یکی از ${Object.values(SOCIAL_NETWORKS).join("، ")} باشد.`;

export const socialSettingSchema = z
  .array(
    z.object({
      key: z.enum(networks, { error: NETWORK_MESSAGE }),
      name: writtenText("نام پیوند", SITE_LIMITS.socialName),
      href: webAddress("نشانی صفحه"),
    }),
    { error: "فهرست شبکه‌های اجتماعی معتبر نیست." },
  )
  .max(SITE_LIMITS.social, { error: `حداکثر ${toPersianDigits(SITE_LIMITS.social)} شبکه اجتماعی.` })
  .refine((links) => new Set(links.map((link) => link.key)).size === links.length, {
    error: "هر شبکه فقط یک بار در فهرست می‌آید.",
  });

const stat = (label: string) => wholeNumber(label, SITE_LIMITS.stat);

export const statsSettingSchema = z.object({
  members: stat("شمار اعضا"),
  startups: stat("شمار استارتاپ‌ها"),
  events: stat("شمار رویدادها"),
  mentors: stat("شمار منتورها"),
});

/** Where a card leads: a page of the site ("/events") or a full https address. */
const link = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ error: ruleMessage("required", { field: label }) })
      .min(1, { error: ruleMessage("required", { field: label }) })
      .max(300, { error: ruleMessage("max", { field: label, length: 300 }) })
      .refine((value) => /^\/[^/\s][^\s]*$|^\/$/.test(value) || /^https:\/\/[^\s]+$/.test(value), {
        error: `${label} باید نشانی صفحه‌ای از سایت (مانند ‎/events) یا نشانی کامل با https:// باشد.`,
      }),
  );

const count = (label: string, { min, max }: { min: number; max: number }) => ({
  error: `${label} باید بین ${toPersianDigits(min)} و ${toPersianDigits(max)} مورد داشته باشد.`,
  min,
  max,
});

function listOf<T extends z.ZodType>(item: T, label: string, limits: { min: number; max: number }) {
  const { error, min, max } = count(label, limits);
  return z
    .array(item, { error: `${label} معتبر نیست.` })
    .min(min, { error })
    .max(max, { error });
}

const icons = Object.keys(OFFER_ICONS) as [keyof typeof OFFER_ICONS, ...Array<keyof typeof OFFER_ICONS>];

export const homeSettingSchema = z.object({
  offers: listOf(
    z.object({
      icon: z.enum(icons, { error: "نماد کارت را انتخاب کنید." }),
      title: writtenText("عنوان کارت", SITE_LIMITS.title),
      text: writtenText("متن کارت", SITE_LIMITS.text),
      href: link("نشانی پیوند کارت"),
      cta: writtenText("متن پیوند کارت", SITE_LIMITS.cta),
    }),
    "کارت‌های خدمات",
    SITE_LIMITS.offers,
  ),
  programs: listOf(
    z.object({
      title: writtenText("عنوان مرحله", SITE_LIMITS.title),
      weeks: wholeNumber("مدت مرحله (هفته)", SITE_LIMITS.weeks),
      text: writtenText("متن مرحله", SITE_LIMITS.text),
    }),
    "مرحله‌های شتاب‌دهی",
    SITE_LIMITS.programs,
  ),
  steps: listOf(
    z.object({
      title: writtenText("عنوان گام", SITE_LIMITS.title),
      text: writtenText("متن گام", SITE_LIMITS.text),
    }),
    "گام‌های بررسی درخواست",
    SITE_LIMITS.steps,
  ),
});

export const SITE_SETTING_SCHEMAS = {
  contact: contactSettingSchema,
  social: socialSettingSchema,
  stats: statsSettingSchema,
  home: homeSettingSchema,
} as const;

/** A group's save (published at once, or as its draft): its whole value and the version the desk showed. */
export function siteSettingSaveSchema<K extends keyof typeof SITE_SETTING_SCHEMAS>(key: K) {
  return z.object({ value: SITE_SETTING_SCHEMAS[key], version: contentVersion });
}

/** A group's draft published or discarded: the version the desk showed. */
export const siteSettingVersionSchema = z.object({ version: contentVersion });

export type ContactSetting = z.output<typeof contactSettingSchema>;
export type SocialSetting = z.output<typeof socialSettingSchema>;
export type StatsSetting = z.output<typeof statsSettingSchema>;
export type HomeSetting = z.output<typeof homeSettingSchema>;
