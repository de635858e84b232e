// The password steps the account tests (tests/api/accounts, sessions, password-change) take the way
// the site's forms do: ask for a code by SMS, then set a forgotten password with it, or set a new one
// while signed in. Each answers the route's response, so a test checks what it expects of it.
import { POST as sendPasswordCode } from "@/app/api/v1/security/send-password-code/route";
import { POST as setPassword } from "@/app/api/v1/security/set-password/route";
import { POST as validateCodePassword } from "@/app/api/v1/security/validate-code-password/route";
import { call, lastCode, webClient } from "./accounts";

/** Asks for a password code to this number (POST /v1/security/send-password-code). */
export const sendPasswordCodeTo = (number: string) => call(sendPasswordCode, "security/send-password-code", { number });

/** Sets a forgotten password with the last code sent to the number, as the web client; `expand` asks for the identity. */
export const resetPasswordWithCode = (
  number: string,
  password: string,
  { confirmation = password, expand = false }: { confirmation?: string; expand?: boolean } = {},
) =>
  call(setPassword, `security/set-password${expand ? "?expand=identity" : ""}`, {
    number,
    code: lastCode(number),
    password,
    password_confirmation: confirmation,
    ...webClient,
  });

/** Sets a new password while signed in (the token), with a code (POST /v1/security/validate-code-password). */
export const setPasswordSignedIn = (token: string, code: string, password: string) =>
  call(
    validateCodePassword,
    "security/validate-code-password",
    { code, password, password_confirmation: password },
    { token },
  );
