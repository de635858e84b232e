import "server-only";
// Password guesses, wherever a password is checked (sign-in, changing it while signed in), counted
// before any hashing (issue 35, item 2): wrong passwords lock a device, not the account. A device
// the number signed in on before (./trusted-device.ts) has its own 5 tries in 15 minutes; every
// other device shares the number's 5, so a stranger guessing from anywhere locks out only devices
// the owner never used, and the owner's own keeps signing in with the right password. Each network
// has 30 tries in 15 minutes whatever the numbers.
import { clientNetwork } from "@/server/http/client-address";
import { hitAll, limitReached, reset } from "@/server/rate-limit";
import { toPersianDigits } from "@/shared/format/digits";
import { trustedDevice } from "./trusted-device";

const WINDOW_SECONDS = 900;
export const PASSWORD_TRIES_PER_NUMBER = 5;
export const PASSWORD_TRIES_PER_NETWORK = 30;

/** The counter of wrong passwords this request's device counts against for `mobile`. */
function triesKey(request: Request, mobile: string): { key: string; trusted: boolean } {
  const device = trustedDevice(request, mobile);
  return device
    ? { key: `password:device:${device}`, trusted: true }
    : { key: `password:number:${mobile}`, trusted: false };
}

/** Counts one try; 429 naming the limit past either. */
export async function countPasswordTry(request: Request, mobile: string): Promise<void> {
  const own = triesKey(request, mobile);
  const [perNumber, perNetwork] = await hitAll([
    { key: own.key, limit: PASSWORD_TRIES_PER_NUMBER, windowSeconds: WINDOW_SECONDS },
    {
      key: `password:network:${clientNetwork(request)}`,
      limit: PASSWORD_TRIES_PER_NETWORK,
      windowSeconds: WINDOW_SECONDS,
    },
  ]);
  if (!perNumber!.allowed) {
    const where = own.trusted ? "روی این دستگاه" : "از دستگاه‌هایی که پیش‌تر با این شماره وارد نشده‌اند";
    throw limitReached(
      perNumber!,
      `رمز عبور این شماره ${where} ${toPersianDigits(PASSWORD_TRIES_PER_NUMBER)} بار در ۱۵ دقیقه نادرست وارد شد؛ ورود با کد پیامکی همچنان ممکن است`,
    );
  }
  if (!perNetwork!.allowed)
    throw limitReached(
      perNetwork!,
      `از این شبکه ${toPersianDigits(PASSWORD_TRIES_PER_NETWORK)} بار در ۱۵ دقیقه رمز عبور آزموده شد`,
    );
}

/** The right password was given: this device's failed tries for the number are forgiven. */
export async function forgetPasswordTries(request: Request, mobile: string): Promise<void> {
  await reset(triesKey(request, mobile).key);
}
