import { formatNumberFa } from "@/shared/format/number";

/** "۱ ساعت و ۲۰ دقیقه" until `until`, in Persian digits; under a minute: "کمتر از یک دقیقه". */
export function timeLeftFa(until: string | Date, now: number = Date.now()): string {
  const minutes = Math.ceil((new Date(until).getTime() - now) / 60_000);
  if (minutes <= 1) return "کمتر از یک دقیقه";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${formatNumberFa(rest)} دقیقه`;
  return rest ? `${formatNumberFa(hours)} ساعت و ${formatNumberFa(rest)} دقیقه` : `${formatNumberFa(hours)} ساعت`;
}

/** The event is over (its end has passed). */
export function hasEnded(endsAt: string, now: number = Date.now()): boolean {
  return Date.parse(endsAt) < now;
}
