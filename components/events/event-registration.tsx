// The registration section of an event's page. The form that checks and sends (react-hook-form,
// the shared zod schema, the captcha, the API client: ./event-registration-form.tsx) would be most
// of the page's script, and most visitors only read the page. So the server sends a plain form
// that looks the same and can be typed into; ./event-registration-gate.tsx swaps the real one in
// when the visitor starts on it, or at once for someone signed in (their details get filled in).
import { CAPTCHA_HINT, CaptchaPlaceholder } from "@/components/requests/captcha-placeholder";
import {
  RegistrationFields,
  RegistrationFrame,
  RegistrationSubmit,
  type RegistrationProps,
} from "./event-registration-parts";
import { RegistrationGate } from "./event-registration-gate";

export function EventRegistration(props: RegistrationProps) {
  return (
    <RegistrationGate {...props}>
      <RegistrationFrame waitlist={props.isFull} price={props.price}>
        <form noValidate className="mt-4 grid gap-4">
          <RegistrationFields bind={(name) => ({ name, defaultValue: "" })} />
          {/* Where the captcha of anonymous senders will be (the real form drops it for someone signed in). */}
          <div className="grid gap-1.5">
            <div className="flex gap-1 text-sm font-bold">
              <span className="text-ink">تأیید امنیتی</span>
              <span className="text-red-700" aria-hidden="true">
                *
              </span>
            </div>
            <CaptchaPlaceholder state="waiting" />
            <p className="text-xs leading-5 text-muted">{CAPTCHA_HINT}</p>
            <p className="min-h-5" />
          </div>
          <RegistrationSubmit waitlist={props.isFull} />
        </form>
      </RegistrationFrame>
    </RegistrationGate>
  );
}
