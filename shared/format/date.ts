// Jalali (Persian calendar) dates in Tehran time. Intl does the time-zone and calendar work; the
// text is assembled here from numeric parts with fixed month names, so server and browser (whose
// ICU versions differ in punctuation and spacing) render exactly the same string.
import { toLatinDigits, toPersianDigits } from "./digits";

export const TEHRAN_TIME_ZONE = "Asia/Tehran";
/** Iran keeps no daylight saving time since 2022: Tehran is +03:30 all year. */
export const TEHRAN_UTC_OFFSET = "+03:30";

export const JALALI_MONTH_NAMES = [
  "فروردین",
  "اردیبهشت",
  "خرداد",
  "تیر",
  "مرداد",
  "شهریور",
  "مهر",
  "آبان",
  "آذر",
  "دی",
  "بهمن",
  "اسفند",
] as const;

/** Indexed like `JalaliParts.weekday`: 0 = شنبه (Saturday) ... 6 = جمعه (Friday). */
export const JALALI_WEEKDAY_NAMES = ["شنبه", "یکشنبه", "دوشنبه", "سه‌شنبه", "چهارشنبه", "پنجشنبه", "جمعه"] as const;

export type JalaliParts = {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
  weekday: number; // 0 = Saturday ... 6 = Friday (Iranian week order)
};

export type DateInput = Date | string | number;

let tehranFormatter: Intl.DateTimeFormat | undefined;

function getTehranFormatter(): Intl.DateTimeFormat {
  tehranFormatter ??= new Intl.DateTimeFormat("fa-IR-u-ca-persian", {
    timeZone: TEHRAN_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return tehranFormatter;
}

function toValidDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

function tehranFields(date: Date) {
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of getTehranFormatter().formatToParts(date)) {
    if (part.type in fields) {
      // Some ICU versions add direction marks around numbers; keep digits only.
      fields[part.type as keyof typeof fields] = Number(toLatinDigits(part.value).replace(/\D/g, ""));
    }
  }
  return fields;
}

const pad2 = (value: number) => String(value).padStart(2, "0");

/**
 * Year, month, day (Jalali) and weekday of an instant as seen in Tehran, as Latin numbers.
 * Throws a RangeError for an invalid date.
 */
export function jalaliParts(input: DateInput): JalaliParts {
  const date = toValidDate(input);
  if (!date) throw new RangeError("Invalid date");
  const { year, month, day } = tehranFields(date);
  const weekday = (gregorianFromJalali(year, month, day).getUTCDay() + 1) % 7;
  return { year, month, day, weekday };
}

/**
 * "۱ آذر ۱۴۰۵" (long, default) or "۱۴۰۵/۰۹/۰۱" (short), in Tehran time. "" for an invalid date.
 */
export function formatJalaliDate(input: DateInput, style: "long" | "short" = "long"): string {
  const date = toValidDate(input);
  return date ? formatJalaliDay(tehranFields(date), style) : "";
}

/** A Jalali day's numbers as text: "۱ آذر ۱۴۰۵" (long, default) or "۱۴۰۵/۰۹/۰۱" (short). */
export function formatJalaliDay(
  { year, month, day }: Pick<JalaliParts, "year" | "month" | "day">,
  style: "long" | "short" = "long",
): string {
  const text =
    style === "short" ? `${year}/${pad2(month)}/${pad2(day)}` : `${day} ${JALALI_MONTH_NAMES[month - 1] ?? ""} ${year}`;
  return toPersianDigits(text);
}

/** 24-hour "HH:mm" in Tehran time with Persian digits, e.g. "۲۳:۰۵". "" for an invalid date. */
export function formatTime(input: DateInput): string {
  const date = toValidDate(input);
  if (!date) return "";
  const { hour, minute } = tehranFields(date);
  return toPersianDigits(`${pad2(hour)}:${pad2(minute)}`);
}

/**
 * Date and time in Tehran: "۱ آذر ۱۴۰۵، ساعت ۰۰:۰۰" (long) or "۱۴۰۵/۰۹/۰۱ ۰۰:۰۰" (short).
 * "" for an invalid date.
 */
export function formatJalaliDateTime(input: DateInput, style: "long" | "short" = "long"): string {
  const datePart = formatJalaliDate(input, style);
  if (!datePart) return "";
  const separator = style === "short" ? " " : "، ساعت ";
  return `${datePart}${separator}${formatTime(input)}`;
}

// ---- Pure Jalali <-> Gregorian arithmetic (the jalaali-js algorithm by Behrooz/Borkowski). ----

// Jalali years starting the 33-year-rule breaks; valid years are BREAKS[0] .. last - 1.
const BREAKS = [
  -61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394, 2456, 3178,
] as const;

const div = (a: number, b: number) => Math.trunc(a / b);
const mod = (a: number, b: number) => a - Math.trunc(a / b) * b;

function jalaliCalendar(jy: number): { leap: number; gy: number; march: number } {
  const first = BREAKS[0];
  const last = BREAKS[BREAKS.length - 1] as number;
  if (!Number.isInteger(jy) || jy < first || jy >= last) {
    throw new RangeError(`Invalid Jalali year ${jy}`);
  }
  const gy = jy + 621;
  let leapJ = -14;
  let jp: number = first;
  let jump = 0;
  for (let i = 1; i < BREAKS.length; i += 1) {
    const jm = BREAKS[i] as number;
    jump = jm - jp;
    if (jy < jm) break;
    leapJ += div(jump, 33) * 8 + div(mod(jump, 33), 4);
    jp = jm;
  }
  let n = jy - jp;
  leapJ += div(n, 33) * 8 + div(mod(n, 33) + 3, 4);
  if (mod(jump, 33) === 4 && jump - n === 4) leapJ += 1;
  const leapG = div(gy, 4) - div((div(gy, 100) + 1) * 3, 4) - 150;
  const march = 20 + leapJ - leapG; // day of March on which Farvardin 1 falls
  if (jump - n < 6) n = n - jump + div(jump + 4, 33) * 33;
  let leap = mod(mod(n + 1, 33) - 1, 4);
  if (leap === -1) leap = 4;
  return { leap, gy, march };
}

// Julian Day Number of a Gregorian date.
function gregorianToJdn(gy: number, gm: number, gd: number): number {
  const d = div((gy + div(gm - 8, 6) + 100100) * 1461, 4) + div(153 * mod(gm + 9, 12) + 2, 5) + gd - 34840408;
  return d - div(div(gy + 100100 + div(gm - 8, 6), 100) * 3, 4) + 752;
}

function jalaliToJdn(jy: number, jm: number, jd: number): number {
  const { gy, march } = jalaliCalendar(jy);
  return gregorianToJdn(gy, 3, march) + (jm - 1) * 31 - div(jm, 7) * (jm - 7) + jd - 1;
}

const JDN_OF_UNIX_EPOCH = 2440588; // 1970-01-01
const MS_PER_DAY = 86_400_000;

/** True for Jalali leap years (Esfand has 30 days), e.g. 1399 and 1403. */
export function isJalaliLeapYear(year: number): boolean {
  return jalaliCalendar(year).leap === 0;
}

/** Days in a Jalali month: 31 for months 1-6, 30 for 7-11, 29 or 30 (leap) for Esfand. */
export function jalaliMonthLength(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isJalaliLeapYear(year) ? 30 : 29;
}

/**
 * The Gregorian day of a Jalali date, as a Date at 00:00 UTC of that day (03:30 in Tehran, so its
 * Tehran date is the same Jalali day and `toISOString().slice(0, 10)` is the Gregorian date).
 * Throws a RangeError for a month or day that does not exist.
 */
export function gregorianFromJalali(year: number, month: number, day: number): Date {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Invalid Jalali month ${month}`);
  }
  if (!Number.isInteger(day) || day < 1 || day > jalaliMonthLength(year, month)) {
    throw new RangeError(`Invalid Jalali day ${year}/${month}/${day}`);
  }
  return new Date((jalaliToJdn(year, month, day) - JDN_OF_UNIX_EPOCH) * MS_PER_DAY);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether text is a real calendar day written YYYY-MM-DD: "2026-02-30" is not (Date.parse would roll it into March). */
export function isIsoDay(text: string): boolean {
  const time = ISO_DAY.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The calendar day `days` after an ISO day (before it, when negative), as an ISO day. */
export function addDaysIso(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The weekday of an ISO day as JavaScript numbers them (0 Sunday … 5 Friday, 6 Saturday); a day has no time zone. */
export function isoWeekday(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

/**
 * The Jalali day of a Gregorian calendar day ("2026-11-22"), with its weekday, by arithmetic alone:
 * a day has no time zone, and Intl's Persian calendar costs a date picker's month grid tens of
 * milliseconds on a phone. Throws a RangeError for anything but a real day.
 */
export function jalaliOfIsoDate(iso: string): JalaliParts {
  if (!isIsoDay(iso)) throw new RangeError(`Invalid date ${iso}`);
  const [gy, gm, gd] = iso.split("-").map(Number) as [number, number, number];
  const jdn = gregorianToJdn(gy, gm, gd);
  // Days since 1 Farvardin of the Jalali year that starts in this Gregorian year (jalaali-js d2j).
  let year = gy - 621;
  const calendar = jalaliCalendar(year);
  let k = jdn - gregorianToJdn(gy, 3, calendar.march);
  const weekday = (jdn + 2) % 7;
  if (k >= 0 && k <= 185) return { year, month: 1 + div(k, 31), day: mod(k, 31) + 1, weekday };
  if (k >= 0) k -= 186;
  else {
    year -= 1;
    k += calendar.leap === 1 ? 180 : 179;
  }
  return { year, month: 7 + div(k, 30), day: mod(k, 30) + 1, weekday };
}

/** Today's date in Tehran (the calendar the site shows) as a Gregorian ISO day. */
export function tehranToday(now: Date = new Date()): string {
  const { year, month, day } = jalaliParts(now);
  return gregorianFromJalali(year, month, day).toISOString().slice(0, 10);
}

/** The instant a Tehran day (an ISO day) begins. */
export function tehranDayStart(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00${TEHRAN_UTC_OFFSET}`);
}

/** The hour (0–23) of an instant on Tehran's clock. */
export function tehranHour(input: DateInput): number {
  const date = toValidDate(input);
  if (!date) throw new RangeError("Invalid date");
  return tehranFields(date).hour;
}
