import { describe, expect, it } from "vitest";
import {
  afterLoginAction,
  finishSignIn,
  safeReturnPath,
  type AfterLoginContext,
  type AfterLoginEffects,
} from "@/lib/auth/after-login";
import { authReducer, authTitle, initialAuthState, secondsUntilResend } from "@/lib/auth/flow";

describe("sign-in steps (SPEC §4)", () => {
  it("goes to the code step with the number, resend time and code length", () => {
    const state = authReducer(initialAuthState, {
      type: "login-requested",
      number: "09121234567",
      remindValidTime: 120,
      codeLength: 6,
      at: 1000,
    });
    expect(state).toEqual({
      step: "login-code",
      number: "09121234567",
      remindValidTime: 120,
      codeLength: 6,
      sentAt: 1000,
    });
    expect(authTitle(state.step)).toBe("ورود به آوینوکس");
  });

  it("registers, sets passwords, completes the profile, and resets to phone entry", () => {
    let state = authReducer(initialAuthState, { type: "start-register", number: "09121234567" });
    expect(state.step).toBe("register");
    expect(authTitle(state.step)).toBe("ثبت نام");
    state = authReducer(state, {
      type: "register-requested",
      number: "09121234567",
      remindValidTime: 120,
      codeLength: 6,
      at: 0,
    });
    expect(state.step).toBe("register-code");
    // Completing the profile is opened on its own (the account menu's startAt), not after a sign-in.
    state = { ...initialAuthState, step: "pre-complete-profile" };
    expect(authTitle(state.step)).toBe("تکمیل اطلاعات");
    state = authReducer(state, { type: "complete-profile" });
    expect(state.step).toBe("complete-profile");
    state = authReducer(state, { type: "profile-completed" });
    expect(state.step).toBe("success-complete-profile");
    expect(authReducer(state, { type: "reset" })).toEqual(initialAuthState);
    expect(
      authReducer(initialAuthState, {
        type: "password-code-sent",
        number: "0912",
        remindValidTime: 60,
        codeLength: 6,
        at: 0,
      }).step,
    ).toBe("set-password");
    expect(authReducer(initialAuthState, { type: "use-password", number: "0912" }).step).toBe("login-password");
  });

  it("counts down to the next allowed resend", () => {
    const sent = { remindValidTime: 120, sentAt: 10_000 };
    expect(secondsUntilResend(sent, 10_000)).toBe(120);
    expect(secondsUntilResend(sent, 70_500)).toBe(60);
    expect(secondsUntilResend(sent, 200_000)).toBe(0);
  });
});

describe("after sign-in (SPEC §4 order)", () => {
  const base: AfterLoginContext = {
    hasAfterLoginCallback: false,
    hasCompletionCallback: false,
    profileComplete: true,
    inModal: true,
    onInvitePage: false,
    onAuthPage: false,
  };

  it("runs the after-login callback first, then the completion callback", () => {
    expect(afterLoginAction({ ...base, hasAfterLoginCallback: true, hasCompletionCallback: true })).toEqual({
      kind: "after-login-callback",
    });
    expect(afterLoginAction({ ...base, hasCompletionCallback: true })).toEqual({ kind: "completion-callback" });
    expect(afterLoginAction({ ...base, hasCompletionCallback: true, inModal: false, onAuthPage: true })).toEqual({
      kind: "navigate",
      to: "/profile",
    });
  });

  it("with a complete profile: invite page → profile, saved path, soft reload, or profile on /auth", () => {
    expect(afterLoginAction({ ...base, onInvitePage: true, loginCallbackPath: "/jobs" })).toEqual({
      kind: "navigate",
      to: "/profile",
    });
    expect(afterLoginAction({ ...base, loginCallbackPath: "/jobs/3" })).toEqual({ kind: "navigate", to: "/jobs/3" });
    expect(afterLoginAction(base)).toEqual({ kind: "soft-reload" });
    expect(afterLoginAction({ ...base, inModal: false, onAuthPage: true })).toEqual({
      kind: "navigate",
      to: "/profile",
    });
  });

  it("with an incomplete profile goes home, from the modal and from /auth", () => {
    expect(afterLoginAction({ ...base, profileComplete: false, loginCallbackPath: "/jobs" })).toEqual({
      kind: "navigate",
      to: "/",
    });
    expect(afterLoginAction({ ...base, profileComplete: false, inModal: false, onAuthPage: true })).toEqual({
      kind: "navigate",
      to: "/",
    });
  });

  /** Runs the order with effects that only write down what they were asked to do. */
  function effectsOf(context: AfterLoginContext): string[] {
    const done: string[] = [];
    const effects: AfterLoginEffects = {
      afterLoginCallback: () => done.push("after-login callback"),
      completionCallback: () => done.push("completion callback"),
      navigate: (to) => done.push(`go to ${to}`),
      softReload: () => done.push("soft reload"),
      close: () => done.push("close"),
      toast: (text) => done.push(`toast ${text}`),
    };
    finishSignIn(context, effects);
    return done;
  }

  it("then always closes the modal and shows the success toast, an incomplete profile included", () => {
    expect(effectsOf({ ...base, profileComplete: false })).toEqual(["go to /", "close", "toast با موفقیت وارد شدید"]);
    expect(effectsOf({ ...base, profileComplete: false, inModal: false, onAuthPage: true })).toEqual([
      "go to /",
      "close",
      "toast با موفقیت وارد شدید",
    ]);
    expect(effectsOf(base)).toEqual(["soft reload", "close", "toast با موفقیت وارد شدید"]);
    expect(
      effectsOf({ ...base, profileComplete: false, hasAfterLoginCallback: true, hasCompletionCallback: true }),
    ).toEqual(["after-login callback", "close", "toast با موفقیت وارد شدید"]);
    expect(effectsOf({ ...base, hasCompletionCallback: true })).toEqual([
      "completion callback",
      "close",
      "toast با موفقیت وارد شدید",
    ]);
  });

  it("returns only to paths on this site", () => {
    expect(safeReturnPath("/request-internship")).toBe("/request-internship");
    expect(safeReturnPath("//evil.example")).toBeUndefined();
    expect(safeReturnPath("https://evil.example")).toBeUndefined();
    expect(safeReturnPath("/\\evil")).toBeUndefined();
  });
});
