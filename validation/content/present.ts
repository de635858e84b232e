// A present (a package, discount or gift of the workspace) as the content desk edits it (issue 14):
// the fields its card on /presents and its page show (title, slug, summary, the rich-text
// description, kind, the image with its text alternative, the price and the price before the
// discount in toman, what it includes and its conditions one a line, and its last day, a Jalali
// date), with the rules of validation/rules.ts (Persian messages, digits of any script). The desk's
// form and the admin API (app/api/v1/admin/content/presents) parse with these schemas. Prices are
// stored in rial, as the public API answers them.
import { z } from "zod";
import { PRESENT_KINDS } from "@/shared/types/presents";
import { oneOf, optional } from "../rules";
import { contentSchemas } from "./desk-schemas";
import {
  ARTICLE_LIMITS,
  lastJalaliDay,
  optionalSlug,
  orNone,
  textList,
  TOMAN_LIMITS,
  wholeNumber,
  writtenText,
} from "./fields";
import { altText, storedImage, uploadedImageHasAlt } from "./image";

export const PRESENT_LIMITS = {
  ...ARTICLE_LIMITS,
  listItem: { min: 2, max: 200 },
  listItems: 20,
  priceToman: TOMAN_LIMITS,
} as const;

export const PRESENT_IMAGE_ALT_REQUIRED_MESSAGE =
  "برای تصویر بارگذاری‌شده، متن جایگزین تصویر پیشنهاد را بنویسید (آنچه تصویر نشان می‌دهد).";
export const PRICE_ORDER_MESSAGE = "قیمت پیش از تخفیف باید از قیمت پیشنهاد بیشتر باشد.";
const VALID_UNTIL_MESSAGE = "آخرین روز استفاده معتبر نیست؛ تاریخ را مانند ۱۴۰۵/۰۹/۳۰ بنویسید.";

const KIND_VALUES = PRESENT_KINDS.map((kind) => kind.value);
const LIST = { item: PRESENT_LIMITS.listItem, items: PRESENT_LIMITS.listItems };

/** An amount in toman; empty (or null): none. */
const toman = (label: string) => orNone(wholeNumber(label, PRESENT_LIMITS.priceToman));

/** Every editable field; each may be left out of a PATCH. */
const presentFields = {
  title: writtenText("عنوان پیشنهاد", PRESENT_LIMITS.title),
  /** Empty on create: made from the title. */
  slug: optionalSlug(),
  summary: writtenText("خلاصه پیشنهاد", PRESENT_LIMITS.summary),
  /** Rich text: headings, lists, bold and safe links (nothing in it is ever markup). */
  description: writtenText("درباره پیشنهاد", PRESENT_LIMITS.description),
  kind: oneOf("نوع پیشنهاد", KIND_VALUES),
  /** An image the site stores (uploaded or drawn); empty on create: the drawn image of the present. */
  image: optional(storedImage("تصویر پیشنهاد")),
  /** What the image shows; required with an uploaded image (the drawn one has its own). */
  image_alt: optional(altText("متن جایگزین تصویر پیشنهاد")).nullable(),
  /** Empty: free (a gift). */
  price_toman: toman("قیمت (تومان)"),
  /** Empty: no discount. */
  original_price_toman: toman("قیمت پیش از تخفیف (تومان)"),
  includes: textList("آنچه دریافت می‌کنید", LIST),
  conditions: textList("شرایط استفاده", LIST),
  /** The last day it can be used, a Jalali date; empty: no end. */
  valid_until: lastJalaliDay(VALID_UNTIL_MESSAGE),
};

type Prices = { price_toman?: number | null; original_price_toman?: number | null };

/** A price before the discount is above the price. */
export const pricesInOrder = ({ price_toman: price, original_price_toman: original }: Prices) =>
  price == null || original == null || original > price;

/** An uploaded image has its text alternative (an edit is checked against the stored present: server/presents/desk.ts). */
export const presentImageHasAlt = uploadedImageHasAlt("image", "image_alt");

const imageAlt = { holds: presentImageHasAlt, field: "image_alt", error: PRESENT_IMAGE_ALT_REQUIRED_MESSAGE };
const priceOrder = { holds: pricesInOrder, field: "original_price_toman", error: PRICE_ORDER_MESSAGE };
/** A new present (saved as a draft), and an edit: any of the fields, and the version the desk showed (the prices are checked again against what is stored). */
const presentSchemas = contentSchemas(presentFields, { create: [imageAlt, priceOrder], patch: [priceOrder] });

export const presentCreateSchema = presentSchemas.create;
export type PresentCreateInput = z.input<typeof presentCreateSchema>;
export type PresentContent = z.output<typeof presentCreateSchema>;
export const presentPatchSchema = presentSchemas.patch;
export type PresentPatch = z.output<typeof presentPatchSchema>;
