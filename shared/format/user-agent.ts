// A browser's user agent in Persian words for the sessions list: «کروم روی اندروید».
// Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome says "Safari".

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/edg(e|a|ios)?\//i, "اج"],
  [/opr\/|opera/i, "اپرا"],
  [/samsungbrowser/i, "مرورگر سامسونگ"],
  [/firefox|fxios/i, "فایرفاکس"],
  [/chrome|crios|chromium/i, "کروم"],
  [/safari/i, "سافاری"],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/android/i, "اندروید"],
  [/iphone|ipod/i, "آیفون"],
  [/ipad/i, "آی‌پد"],
  [/windows/i, "ویندوز"],
  [/cros/i, "کروم‌اواس"],
  [/mac os|macintosh/i, "مک"],
  [/linux/i, "لینوکس"],
];

const match = (ua: string, table: ReadonlyArray<[RegExp, string]>) => table.find(([pattern]) => pattern.test(ua))?.[1];

/** «کروم روی اندروید», «مرورگر ناشناخته روی ویندوز», or «دستگاه ناشناخته». */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim() ?? "";
  if (!ua) return "دستگاه ناشناخته";
  const browser = match(ua, BROWSERS);
  const system = match(ua, SYSTEMS);
  if (!browser && !system) return "برنامه یا دستگاه ناشناخته";
  return `${browser ?? "مرورگر ناشناخته"} روی ${system ?? "سیستم‌عامل ناشناخته"}`;
}
