// The captcha field of anonymous forms and of code requests past the free few (validation/auth.ts),
// apart from the rest of the request vocabulary so the sign-in form carries only this.
import { z } from "zod";
import { CAPTCHA_MESSAGES } from "./captcha-messages";

/** The longest captcha payload accepted (the widget's is about 700 characters). */
export const CAPTCHA_PAYLOAD_MAX = 4000;

/**
 * The captcha field: `altcha`, the ALTCHA widget's payload (base64 JSON of a signed challenge and
 * its solution). Only its type and size are checked here; the API checks the rest, and signed-in
 * senders need none.
 */
export const captchaFields = {
  altcha: z
    .string({ error: CAPTCHA_MESSAGES.failed })
    .max(CAPTCHA_PAYLOAD_MAX, { error: CAPTCHA_MESSAGES.failed })
    .optional(),
};
