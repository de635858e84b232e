import "server-only";
// Small helpers for seeders: dates relative to today (Tehran), so demo content always looks current.

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
