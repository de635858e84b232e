// ALTCHA's web component, set up for this site. CaptchaField imports this module dynamically, so
// the widget's code, styles and Persian strings load only in the browser, on pages whose form asks
// for the captcha. It is the CSP-friendly build (`altcha/external`): styles from a stylesheet, no
// eval, and its one worker is a same-origin file (`new Worker(new URL(...))`), not a blob: URL.
import "altcha/external";
import "altcha/i18n/fa";
import "altcha/altcha.css";
import type { AltchaWidgetElement } from "altcha/external";
import { loadBrowserChannels } from "@/lib/api/browser-lazy";
import { requestsApi } from "@/lib/api/resources/requests";

/** The algorithm the API's challenges use (server/captcha/captcha.ts). */
const ALGORITHM = "PBKDF2/SHA-256";

// The fa bundle says «احراز هویت» (signing in) where it means this check, and «تایید» without the
// hamza; the rest of the site writes «تأیید».
const PERSIAN_STRINGS = {
  label: "من ربات نیستم",
  verify: "تأیید",
  verifying: "در حال تأیید…",
  verified: "تأیید شد",
  verificationRequired: "تأیید لازم است.",
  waitAlert: "در حال تأیید… لطفاً چند لحظه صبر کنید.",
  error: "تأیید انجام نشد؛ دوباره امتحان کنید.",
  expired: "زمان تأیید گذشت؛ دوباره تأیید کنید.",
  loading: "در حال بارگذاری…",
  reload: "بارگذاری دوباره",
};

/** The challenge through the site's API client (its base URL and headers), as the widget's fetch
 *  expects it; the client loads with the first challenge, when the visitor ticks the box. */
async function fetchChallenge(): Promise<Response> {
  const { publicApi } = await loadBrowserChannels();
  const challenge = await requestsApi.captcha(publicApi());
  return new Response(JSON.stringify(challenge), { headers: { "content-type": "application/json" } });
}

$altcha.algorithms.set(
  ALGORITHM,
  () => new Worker(new URL("./altcha-pbkdf2.worker.ts", import.meta.url), { name: "altcha-pbkdf2" }),
);
$altcha.i18n.set("fa", { ...$altcha.i18n.get("fa"), ...PERSIAN_STRINGS });
$altcha.defaults.set({
  // Only a label for the logs: fetchChallenge decides where the challenge comes from.
  challenge: "/api/v1/site/captcha",
  fetch: fetchChallenge,
  name: "altcha",
  language: "fa",
  type: "checkbox",
  display: "standard",
  // No link out to altcha.org in the middle of a form, and no pointer tracking (it only feeds
  // ALTCHA's paid service).
  hideFooter: true,
  hideLogo: true,
  humanInteractionSignature: false,
});

/** A new widget, configured by the defaults above; the caller puts it inside its form. */
export function createAltchaWidget(): AltchaWidgetElement {
  return document.createElement("altcha-widget");
}
