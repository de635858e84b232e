// A wait as a person reads it, in Persian digits: «۴۵ ثانیه», «۱۲ دقیقه», «۲ ساعت و ۵ دقیقه».
import { toPersianDigits } from "./digits";

export function persianDuration(totalSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(totalSeconds));
  if (seconds < 60) return `${toPersianDigits(seconds)} ثانیه`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${toPersianDigits(minutes)} دقیقه`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${toPersianDigits(hours)} ساعت و ${toPersianDigits(rest)} دقیقه` : `${toPersianDigits(hours)} ساعت`;
}
