// What the captcha says, for the API and the forms. Free of zod: every request form carries it
// from the first load.
/** What the captcha says in Persian: the API's refusal, and the form's before anything is sent. */
export const CAPTCHA_MESSAGES = {
  /** The API's 422 on `altcha`: missing, forged, expired or already used. */
  failed: "تأیید «من ربات نیستم» انجام نشده یا منقضی شده است؛ دوباره تأیید کنید.",
  /** The form's, when the box is not ticked yet. */
  required: "پیش از ارسال، گزینه «من ربات نیستم» را بزنید.",
  /** The form's, while the browser is still working on it. */
  verifying: "تأیید «من ربات نیستم» هنوز تمام نشده است؛ چند لحظه بعد دوباره بفرستید.",
  /** The API's 422 on `altcha` when a number has been sent several codes this hour: each further one needs the box. */
  codeProof:
    "برای این شماره در یک ساعت گذشته چند کد خواسته شده است؛ برای دریافت کد تازه، گزینه «من ربات نیستم» را بزنید.",
  /** The form's, when the sender's session ended while they were filling it in. */
  sessionEnded: "نشست شما به پایان رسیده است؛ گزینه «من ربات نیستم» را بزنید و دوباره بفرستید، یا دوباره وارد شوید.",
} as const;
