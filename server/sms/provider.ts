import "server-only";
// SMS goes through one interface; the gateway is chosen by SMS_PROVIDER (DESIGN "Accounts").

export type SmsMessage = {
  to: string;
  /** The full text, as the console provider prints it. */
  text: string;
  /** The sign-in code, for template ("verify") APIs that fill it in themselves. */
  code?: string;
  /** Which template a gateway should use. */
  kind: "otp" | "notice";
  /** Template tokens for notices (e.g. tracking code). */
  tokens?: string[];
};

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsUnavailableError extends Error {
  override name = "SmsUnavailableError";
}
