import "server-only";
// Small helpers for seeders: dates relative to today (Tehran), so demo content always looks current,
// and the small steps every builder of demo rows takes.

const DAY_MS = 24 * 3600 * 1000;

/** `days` from today at hh:mm Tehran time (UTC+3:30). */
export function daysFromNow(days: number, hour = 17, minute = 0): Date {
  const now = new Date();
  const tehranNow = new Date(now.getTime() + 3.5 * 3600 * 1000);
  const base = Date.UTC(tehranNow.getUTCFullYear(), tehranNow.getUTCMonth(), tehranNow.getUTCDate());
  return new Date(base + days * DAY_MS + (hour * 60 + minute - 210) * 60 * 1000);
}

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * 3600 * 1000);
}

/** The fields a demo row takes over as they are, each named once. */
export function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
}

/** A demo row is published unless it says otherwise (then it is a draft waiting at the desk). */
export const demoStatus = (row: { published?: boolean }) =>
  row.published === false ? ("draft" as const) : ("published" as const);
