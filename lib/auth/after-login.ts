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
  | { kind: "soft-reload" }
  | { kind: "incomplete-profile"; to: "/" };

export const PROFILE_PATH = "/profile";

export function afterLoginAction(context: AfterLoginContext): AfterLoginAction {
  if (context.hasAfterLoginCallback) return { kind: "after-login-callback" };
  if (context.hasCompletionCallback) return context.onAuthPage ? { kind: "navigate", to: PROFILE_PATH } : { kind: "completion-callback" };
  if (context.profileComplete) {
    if (context.inModal && context.onInvitePage) return { kind: "navigate", to: PROFILE_PATH };
    if (context.loginCallbackPath) return { kind: "navigate", to: context.loginCallbackPath };
    if (context.inModal) return { kind: "soft-reload" };
    return { kind: "navigate", to: PROFILE_PATH };
  }
  return { kind: "incomplete-profile", to: "/" };
}

/** Only same-site paths may be returned to (no open redirects): lib/auth/return-path. */
export { safeReturnPath } from "./return-path";
