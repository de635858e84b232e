// What happens after a successful sign-in or registration, in the order of SPEC §4.

export type AfterLoginContext = {
  hasAfterLoginCallback: boolean;
  hasCompletionCallback: boolean;
  profileComplete: boolean;
  inModal: boolean;
  onInvitePage: boolean;
  onAuthPage: boolean;
  /** The saved login-callback path (cookie), if any. */
  loginCallbackPath?: string;
};

export type AfterLoginAction =
  | { kind: "after-login-callback" }
  | { kind: "completion-callback" }
  | { kind: "navigate"; to: string }
  | { kind: "soft-reload" };

export const PROFILE_PATH = "/profile";
export const HOME_PATH = "/";
export const SIGNED_IN_TOAST = "با موفقیت وارد شدید";

export function afterLoginAction(context: AfterLoginContext): AfterLoginAction {
  if (context.hasAfterLoginCallback) return { kind: "after-login-callback" };
  if (context.hasCompletionCallback)
    return context.onAuthPage ? { kind: "navigate", to: PROFILE_PATH } : { kind: "completion-callback" };
  if (context.profileComplete) {
    if (context.inModal && context.onInvitePage) return { kind: "navigate", to: PROFILE_PATH };
    if (context.loginCallbackPath) return { kind: "navigate", to: context.loginCallbackPath };
    if (context.inModal) return { kind: "soft-reload" };
    return { kind: "navigate", to: PROFILE_PATH };
  }
  // An incomplete profile goes home like any other sign-in ends: the header's account menu then
  // offers to complete it (no step is left open in the modal).
  return { kind: "navigate", to: HOME_PATH };
}

/** The effects a sign-in may have, supplied by the modal or the /auth page. */
export type AfterLoginEffects = {
  afterLoginCallback: () => void;
  completionCallback: () => void;
  navigate: (to: string) => void;
  softReload: () => void;
  /** Closes the modal (on /auth: refreshes the page's data). */
  close: () => void;
  toast: (text: string) => void;
};

/** SPEC §4: the one action the order picks, then the modal closes and a success toast shows. */
export function finishSignIn(context: AfterLoginContext, effects: AfterLoginEffects): AfterLoginAction {
  const action = afterLoginAction(context);
  switch (action.kind) {
    case "after-login-callback":
      effects.afterLoginCallback();
      break;
    case "completion-callback":
      effects.completionCallback();
      break;
    case "navigate":
      effects.navigate(action.to);
      break;
    case "soft-reload":
      effects.softReload();
      break;
  }
  effects.close();
  effects.toast(SIGNED_IN_TOAST);
  return action;
}

/** Only same-site paths may be returned to (no open redirects): lib/auth/return-path. */
export { safeReturnPath } from "./return-path";
