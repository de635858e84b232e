// Field rules of the content desk (issue 14), beside validation/rules.ts and in its manner: a
// Persian label, Persian messages, digits of any script accepted, the normalised value parsed out.
import { z } from "zod";
import { toLatinDigits, toPersianDigits } from "@/shared/format/digits";
import { gregorianFromJalali, TEHRAN_UTC_OFFSET } from "@/shared/format/date";
import { isSlug, SLUG_MAX_LENGTH } from "@/shared/format/slug";
import { ruleMessage } from "../messages";
import { MAX_ROW_ID, rowId } from "../row-id";
import { optional } from "../rules";
import { textLength } from "../validators";

const text = (value: unknown): unknown =>
  typeof value === "string"
    ? toLatinDigits(value).trim()
    : typeof value === "number" && Number.isFinite(value)
      ? String(value)
      : value;

const requiredString = (label: string) => {
  const required = ruleMessage("required", { field: label });
  return z.string({ error: required }).min(1, { error: required });
};

/** The version the desk showed: an edit made against an older one is refused (409). */
export const contentVersion = z.preprocess(text, rowId("نسخه محتوا معتبر نیست."));

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Empty (or null): none, kept as null; otherwise `schema`'s rule (a salary range's bound, a coupon's start). */
export const orNone = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (isBlank(value) ? null : value), schema.nullable());

/** The texts most kinds have: a title, a one-line summary for cards, the rich-text description. */
export const ARTICLE_LIMITS = {
  title: { min: 3, max: 120 },
  summary: { min: 10, max: 300 },
  description: { min: 20, max: 20_000 },
} as const;

/** An amount in toman whose rial value still fits the database's integer column: up to 200 million toman. */
export const TOMAN_LIMITS = { min: 0, max: 200_000_000 } as const;

/** A place in a list (units, FAQ entries, branches, plans), smaller first. */
export const SORT_ORDER_LIMITS = { min: 0, max: 10_000 } as const;

export const SLUG_MESSAGE = `نامک فقط می‌تواند حروف فارسی، حروف کوچک انگلیسی، رقم و خط تیره (-) داشته باشد و حداکثر ${toPersianDigits(SLUG_MAX_LENGTH)} کاراکتر باشد.`;

/** A slug an editor types: lower case, digits of any script, in the form the site's addresses use (shared/format/slug.ts). */
export function slugField(label: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? toLatinDigits(value).trim().toLowerCase() : value),
    requiredString(label).refine(isSlug, { error: SLUG_MESSAGE }),
  );
}

/** A whole number between `min` and `max`; thousands separators (, ٬ ،) and digits of any script are accepted. */
export function wholeNumber(label: string, { min, max }: { min: number; max: number }) {
  return z.preprocess(
    (value) => {
      const latin = text(value);
      return typeof latin === "string" ? latin.replace(/(?<=\d)[,٬،](?=\d{3})/g, "") : latin;
    },
    requiredString(label)
      .refine((value) => /^-?\d+$/.test(value), { error: ruleMessage("numeric", { field: label }) })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, { error: ruleMessage("min_value", { field: label, min }) })
          .max(max, { error: ruleMessage("max_value", { field: label, max }) }),
      ),
  );
}

/** A row another row points to (a unit, a category, a branch): a whole number within the id column's range. */
export const rowReference = (label: string) => wholeNumber(label, { min: 1, max: MAX_ROW_ID });

/** Its place among its siblings; empty on create: the kind picks it (after the last, or 0). */
export const sortOrder = () => optional(wholeNumber("ترتیب نمایش", SORT_ORDER_LIMITS));

/** A slug the desk may leave empty on create (then made from the title or name). */
export const optionalSlug = () => optional(slugField("نامک"));

/** A decimal number between `min` and `max` (coordinates); digits of any script, "٫" as the decimal point. */
export function decimalNumber(label: string, { min, max }: { min: number; max: number }) {
  return z.preprocess(
    (value) => {
      const latin = text(value);
      return typeof latin === "string" ? latin.replace("٫", ".") : latin;
    },
    requiredString(label)
      .refine((value) => /^-?\d+(\.\d+)?$/.test(value), { error: ruleMessage("numeric", { field: label }) })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, { error: ruleMessage("min_value", { field: label, min }) })
          .max(max, { error: ruleMessage("max_value", { field: label, max }) }),
      ),
  );
}

/** An https (or http) address. */
export function webAddress(label: string) {
  return z.preprocess(
    text,
    requiredString(label).refine(
      (value) => {
        try {
          const url = new URL(value);
          return (url.protocol === "https:" || url.protocol === "http:") && value.length <= 500;
        } catch {
          return false;
        }
      },
      { error: `${label} باید یک نشانی وب معتبر باشد (با https://).` },
    ),
  );
}

// "1405/09/10 18:30" or "1405-9-10 18:30:00": a Jalali day and a time on Tehran's clock.
const JALALI_DATE_TIME = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:\s+|T)(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** A Jalali date and time on Tehran's clock, as the instant it names; undefined when the text is not one. */
export function parseJalaliDateTime(value: string): Date | undefined {
  const match = JALALI_DATE_TIME.exec(toLatinDigits(value).trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number?,
  ];
  if (hour > 23 || minute > 59 || second > 59 || year < 1300 || year > 1500) return undefined;
  let dayStart: Date;
  try {
    dayStart = gregorianFromJalali(year, month, day);
  } catch {
    return undefined;
  }
  const clock = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:${String(second).padStart(2, "0")}`;
  return new Date(`${dayStart.toISOString().slice(0, 10)}T${clock}${TEHRAN_UTC_OFFSET}`);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant `value` names: an ISO instant (what the API answered) or what `fromJalali` reads; `message` when neither. */
function dateFrom(
  value: string,
  ctx: z.RefinementCtx,
  message: string,
  fromJalali: (value: string) => Date | undefined,
) {
  const date = ISO_INSTANT.test(value) ? new Date(value) : fromJalali(value);
  if (!date || Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: "custom", message, input: value });
    return z.NEVER;
  }
  return date;
}

/**
 * A moment: ISO 8601 with its offset (what the API answers, e.g. "2026-12-01T14:30:00Z"), or a Jalali
 * date and time on Tehran's clock as people write it ("۱۴۰۵/۰۹/۱۰ ۱۸:۳۰"). Parses to a Date.
 */
export function instant(label: string) {
  const message = `${label} معتبر نیست؛ تاریخ و ساعت را مانند ۱۴۰۵/۰۹/۱۰ ۱۸:۳۰ بنویسید.`;
  return z.preprocess(
    text,
    requiredString(label).transform((value, ctx) => dateFrom(value, ctx, message, parseJalaliDateTime)),
  );
}

const JALALI_DAY = /^\d{4}[/-]\d{1,2}[/-]\d{1,2}$/;

/**
 * A day: a Jalali date as people write it ("۱۴۰۳/۰۵/۱۲"), kept as noon on Tehran's clock that day, or
 * the ISO 8601 moment the API answered for it (so a saved version reads back). Parses to a Date.
 */
export function jalaliDay(label: string) {
  const message = `${label} معتبر نیست؛ آن را مانند ۱۴۰۳/۰۵/۱۲ بنویسید.`;
  const noonOf = (value: string) => (JALALI_DAY.test(value) ? parseJalaliDateTime(`${value} 12:00`) : undefined);
  return z.preprocess(
    text,
    requiredString(label).transform((value, ctx) => dateFrom(value, ctx, message, noonOf)),
  );
}

// "1405/09/30" or "1405-9-30": a Jalali day.
const JALALI_DATE = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/;

/** The end of a Jalali day on Tehran's clock (applications are taken all that day); undefined when the text is not one. */
export function endOfJalaliDay(value: string): Date | undefined {
  const match = JALALI_DATE.exec(toLatinDigits(value).trim());
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1300 || year > 1500) return undefined;
  try {
    const dayStart = gregorianFromJalali(year, month, day);
    return new Date(`${dayStart.toISOString().slice(0, 10)}T23:59:59${TEHRAN_UTC_OFFSET}`);
  } catch {
    return undefined;
  }
}

/** A last day (to apply, to use an offer): a Jalali date (or the ISO instant the API answers), its end on Tehran's clock; empty (or null): none. */
export function lastJalaliDay(message: string) {
  return z.preprocess(
    (value) => (isBlank(value) ? null : typeof value === "string" ? toLatinDigits(value).trim() : value),
    z
      .string({ error: message })
      .transform((value, ctx) => dateFrom(value, ctx, message, endOfJalaliDay))
      .nullable(),
  );
}

/** Written text (a content page's, an FAQ answer's) of `min` to `max` characters, trimmed, its digits and lines (CRLF read as LF) kept as typed. */
export function writtenText(label: string, { min, max }: { min: number; max: number }) {
  const required = ruleMessage("required", { field: label });
  return z.preprocess(
    (value) =>
      value === undefined || value === null
        ? ""
        : typeof value === "string"
          ? value.replace(/\r\n?/g, "\n").trim()
          : value,
    z
      .string({ error: required })
      .min(1, { error: required })
      .refine((value) => textLength(value) >= min && textLength(value) <= max, {
        error: ruleMessage("between", { field: label, min, max }),
      }),
  );
}

/** A list written one item a line, or sent as a list: blank lines dropped, each item `item.min` to `item.max` characters, at most `items` of them. */
export function textList(
  label: string,
  { item: { min, max }, items: most }: { item: { min: number; max: number }; items: number },
) {
  return z.preprocess(
    (value) =>
      value === undefined || value === null ? [] : typeof value === "string" ? value.split(/\r\n?|\n/) : value,
    z
      .array(z.string({ error: `هر بند از ${label} باید متن باشد.` }), { error: `${label} باید فهرستی از بندها باشد.` })
      .transform((items) => items.map((item) => item.trim()).filter(Boolean))
      .refine((items) => items.every((item) => item.length >= min && item.length <= max), {
        error: `هر بند از ${label} باید بین ${toPersianDigits(min)} و ${toPersianDigits(max)} کاراکتر باشد.`,
      })
      .refine((items) => items.length <= most, { error: `${label} حداکثر ${toPersianDigits(most)} بند دارد.` }),
  );
}
