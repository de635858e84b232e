// What stands where the captcha box will be until its widget is here: while a form is not yet
// used, while the widget loads, or when it could not load. Also drawn by plain server-sent forms.

export const CAPTCHA_PLACEHOLDER_TEXT = {
  waiting: "«من ربات نیستم» با شروع پر کردن فرم آماده می‌شود.",
  loading: "در حال آماده‌سازی «من ربات نیستم»…",
  unavailable: "«من ربات نیستم» در دسترس نیست.",
} as const;

export const CAPTCHA_HINT =
  "با زدن این گزینه، مرورگر شما چند لحظه محاسبه‌ای کوچک انجام می‌دهد تا روشن شود ربات نیستید؛ کدی لازم نیست.";

export function CaptchaPlaceholder({ state }: { state: keyof typeof CAPTCHA_PLACEHOLDER_TEXT }) {
  return (
    <div className="flex h-[3.75rem] max-w-80 items-center rounded-xl border border-brand-200 bg-white px-3 text-sm text-muted">
      {CAPTCHA_PLACEHOLDER_TEXT[state]}
    </div>
  );
}
