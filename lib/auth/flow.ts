// The sign-in steps of SPEC §4 as a pure state machine, shared by the modal and /auth. A sign-in
// ends the flow (lib/auth/after-login); the profile steps are opened on their own (`startAt`).

export type AuthStep =
  | "initial"
  | "login-code"
  | "login-password"
  | "register"
  | "register-code"
  | "set-password"
  | "pre-complete-profile"
  | "complete-profile"
  | "success-complete-profile";

export type AuthState = {
  step: AuthStep;
  /** The mobile number in Latin digits. */
  number: string;
  /** Seconds until another code may be requested, as the server said. */
  remindValidTime: number;
  codeLength: number;
  /** When the code was sent (ms), for the countdown. */
  sentAt: number;
};

export type AuthEvent =
  | { type: "login-requested"; number: string; remindValidTime: number; codeLength: number; at: number }
  | { type: "use-password"; number: string }
  | { type: "start-register"; number?: string }
  | { type: "register-requested"; number: string; remindValidTime: number; codeLength: number; at: number }
  | { type: "password-code-sent"; number: string; remindValidTime: number; codeLength: number; at: number }
  | { type: "complete-profile" }
  | { type: "profile-completed" }
  | { type: "reset" };

export const DEFAULT_CODE_LENGTH = 4;

export const initialAuthState: AuthState = {
  step: "initial",
  number: "",
  remindValidTime: 0,
  codeLength: DEFAULT_CODE_LENGTH,
  sentAt: 0,
};

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case "login-requested":
      return {
        ...state,
        step: "login-code",
        number: event.number,
        remindValidTime: event.remindValidTime,
        codeLength: event.codeLength,
        sentAt: event.at,
      };
    case "use-password":
      return { ...state, step: "login-password", number: event.number };
    case "start-register":
      return { ...state, step: "register", number: event.number ?? state.number };
    case "register-requested":
      return {
        ...state,
        step: "register-code",
        number: event.number,
        remindValidTime: event.remindValidTime,
        codeLength: event.codeLength,
        sentAt: event.at,
      };
    case "password-code-sent":
      return {
        ...state,
        step: "set-password",
        number: event.number,
        remindValidTime: event.remindValidTime,
        codeLength: event.codeLength,
        sentAt: event.at,
      };
    case "complete-profile":
      return { ...state, step: "complete-profile" };
    case "profile-completed":
      return { ...state, step: "success-complete-profile" };
    case "reset":
      return initialAuthState;
  }
}

/** Modal title of a step (SPEC §2): sign in, register, or complete information. */
export function authTitle(step: AuthStep): string {
  if (step === "register" || step === "register-code") return "ثبت نام";
  if (step === "pre-complete-profile" || step === "complete-profile" || step === "success-complete-profile")
    return "تکمیل اطلاعات";
  return "ورود به آوینوکس";
}

/** Seconds left before a new code may be requested. */
export function secondsUntilResend(state: Pick<AuthState, "remindValidTime" | "sentAt">, now: number): number {
  return Math.max(0, Math.ceil((state.sentAt + state.remindValidTime * 1000 - now) / 1000));
}
