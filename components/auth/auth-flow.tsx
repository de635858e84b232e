"use client";
// Sign-in and registration (SPEC §2 "Sign-in", §4): one state machine for the modal and /auth.
import Cookies from "js-cookie";
import { usePathname, useRouter } from "next/navigation";
import { useReducer, useState, type ReactNode } from "react";
import { z } from "zod";
import { ProfileForm } from "@/components/account/profile-form";
import { Button } from "@/components/ui/button";
import { FirstLastNameFields, MobileField } from "@/components/forms/person-fields";
import { PasswordField } from "@/components/ui/field";
import { publicApi } from "@/lib/api/browser";
import { identityApi } from "@/lib/api/resources/identity";
import type { CodeSent, Identity, SignInResult } from "@/shared/types/auth";
import { finishSignIn, safeReturnPath } from "@/lib/auth/after-login";
import { authReducer, initialAuthState, type AuthState } from "@/lib/auth/flow";
import { setSignedIn, useSession, type SignInRequest } from "@/lib/auth/session";
import { toPersianDigits } from "@/shared/format/digits";
import { cookieNames } from "@/shared/site";
import { showToast } from "@/lib/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import {
  codeField,
  codePasswordSchema,
  loginSchema,
  mobileField,
  PASSWORD_HINT,
  passwordLoginSchema,
  registerSchema,
} from "@/validation/auth";
import { CodeInput } from "./code-input";
import { useCodeProof, type CodeProof } from "./code-proof";
import { NewPasswordFields } from "./new-password-fields";
import { ResendCountdown } from "./resend-countdown";
import { ShownNumber } from "./shown-number";

type Props = {
  mode: "modal" | "page";
  request?: SignInRequest;
  /** The step to open on (e.g. completing the profile after landing home). */
  startAt?: AuthState["step"];
  /** Path to return to after signing in on /auth. */
  returnTo?: string;
  /** The flow is finished (the modal closes). */
  onDone: () => void;
  onStepChange?: (step: AuthState["step"]) => void;
};

export function AuthFlow({ mode, request = {}, startAt, returnTo, onDone, onStepChange }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const session = useSession();
  const [state, rawDispatch] = useReducer(authReducer, { ...initialAuthState, step: startAt ?? "initial" });
  // Every code request of the flow: with the captcha once the API asks for it.
  const proof = useCodeProof();
  const dispatch: typeof rawDispatch = (event) => {
    rawDispatch(event);
    onStepChange?.(authReducer(state, event).step);
  };

  function codeSent(
    type: "login-requested" | "register-requested" | "password-code-sent",
    number: string,
    sent: CodeSent,
  ) {
    dispatch({ type, number, remindValidTime: sent.remind_valid_time, codeLength: sent.code_length, at: Date.now() });
  }

  /** SPEC §4: tokens are already in cookies; store the identity, then go where the order says. */
  function signedIn(result: SignInResult) {
    const identity = result.identity as Identity;
    setSignedIn(identity);
    const savedPath = safeReturnPath(returnTo) ?? safeReturnPath(Cookies.get(cookieNames.loginCallback));
    Cookies.remove(cookieNames.loginCallback);
    finishSignIn(
      {
        hasAfterLoginCallback: Boolean(request.afterLogin),
        hasCompletionCallback: Boolean(request.completion),
        profileComplete: identity.is_complete,
        inModal: mode === "modal",
        onInvitePage: pathname.startsWith("/invite") || pathname.startsWith("/profile/invite"),
        onAuthPage: mode === "page",
        loginCallbackPath: savedPath,
      },
      {
        afterLoginCallback: () => request.afterLogin!(),
        completionCallback: () => request.completion!(),
        // Already there (signing in on the home page): the page's data is refreshed instead.
        navigate: (to) => (pathname === to ? router.refresh() : router.push(to)),
        softReload: () => router.refresh(),
        close: onDone,
        toast: (text) => showToast(text),
      },
    );
  }

  switch (state.step) {
    case "initial":
      return (
        <PhoneStep
          proof={proof}
          initialNumber={state.number}
          onCodeSent={(n, s) => codeSent("login-requested", n, s)}
          onPassword={(n) => dispatch({ type: "use-password", number: n })}
          onRegister={(n) => dispatch({ type: "start-register", number: n })}
        />
      );
    case "login-code":
    case "register-code":
      return (
        <CodeStep
          state={state}
          proofField={proof.field}
          onEdit={() => dispatch({ type: "reset" })}
          onResend={async () => {
            const sent = await proof.send((altcha) =>
              state.step === "login-code"
                ? identityApi.login(publicApi(), state.number, altcha)
                : identityApi.register(publicApi(), { number: state.number }, altcha),
            );
            if (sent)
              codeSent(state.step === "login-code" ? "login-requested" : "register-requested", state.number, sent);
          }}
          onSubmit={(code) =>
            state.step === "login-code"
              ? identityApi.validateLogin(publicApi(), state.number, code)
              : identityApi.validateRegister(publicApi(), state.number, code)
          }
          onSignedIn={signedIn}
        />
      );
    case "login-password":
      return (
        <PasswordStep
          proof={proof}
          number={state.number}
          onEdit={() => dispatch({ type: "reset" })}
          onForgot={(sent) => codeSent("password-code-sent", state.number, sent)}
          onSignedIn={signedIn}
        />
      );
    case "register":
      return (
        <RegisterStep
          proof={proof}
          initialNumber={state.number}
          onCodeSent={(n, s) => codeSent("register-requested", n, s)}
          onLogin={() => dispatch({ type: "reset" })}
        />
      );
    case "set-password":
      return (
        <SetPasswordStep
          state={state}
          proofField={proof.field}
          onEdit={() => dispatch({ type: "reset" })}
          onSignedIn={signedIn}
          onResend={async () => {
            const sent = await proof.send((altcha) => identityApi.sendPasswordCode(publicApi(), state.number, altcha));
            if (sent) codeSent("password-code-sent", state.number, sent);
          }}
        />
      );
    case "pre-complete-profile":
      return (
        <div className="grid gap-4">
          <p className="leading-8">
            برای ثبت درخواست‌ها و پیگیری آن‌ها، اطلاعات حساب کاربری خود را تکمیل کنید. این کار فقط یک دقیقه طول می‌کشد.
          </p>
          <Button type="button" onClick={() => dispatch({ type: "complete-profile" })}>
            تکمیل اطلاعات
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            بعداً
          </Button>
        </div>
      );
    case "complete-profile":
      return (
        <ProfileForm
          identity={session.identity}
          submitLabel="ثبت اطلاعات"
          onSaved={() => dispatch({ type: "profile-completed" })}
        />
      );
    case "success-complete-profile":
      return (
        <div className="grid gap-4 text-center">
          <p className="text-lg font-bold text-brand-800">اطلاعات شما با موفقیت تکمیل شد.</p>
          <Button
            type="button"
            onClick={() => {
              router.refresh();
              onDone();
            }}
          >
            ادامه
          </Button>
        </div>
      );
  }
}

// ------------------------------------------------------------------------------ steps

// Each step's form hands its action the schema's output (digits Latin, the number normalised): what the API is sent.

const linkButton = "font-bold text-brand-700 underline underline-offset-4";

function EditNumber({ onEdit }: { onEdit: () => void }) {
  return (
    <button type="button" onClick={onEdit} className={linkButton}>
      ویرایش شماره
    </button>
  );
}

function PhoneStep({
  proof,
  initialNumber,
  onCodeSent,
  onPassword,
  onRegister,
}: {
  proof: CodeProof;
  initialNumber: string;
  onCodeSent: (number: string, sent: CodeSent) => void;
  onPassword: (number: string) => void;
  onRegister: (number: string) => void;
}) {
  const { field, submit, trigger, getValues, formState } = useSchemaForm(loginSchema, { number: initialNumber });
  const normalized = () => mobileField.safeParse(getValues("number")).data ?? "";
  return (
    <form
      onSubmit={submit(async ({ number }) => {
        const sent = await proof.send((altcha) => identityApi.login(publicApi(), number, altcha));
        if (sent) onCodeSent(number, sent);
      })}
      noValidate
      className="grid gap-4"
    >
      <p className="leading-7 text-muted">شماره موبایل خود را وارد کنید تا کد ورود برایتان پیامک شود.</p>
      <MobileField autoFocus {...field("number")} />
      {proof.field}
      <Button type="submit" busy={formState.isSubmitting}>
        دریافت کد ورود
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className={linkButton}
          onClick={async () => (await trigger("number")) && onPassword(normalized())}
        >
          ورود با رمز عبور
        </button>
        <button type="button" className={linkButton} onClick={() => onRegister(normalized())}>
          حساب ندارید؟ ثبت نام
        </button>
      </div>
    </form>
  );
}

const codeSchema = z.object({ code: codeField });

function CodeStep({
  state,
  proofField,
  onEdit,
  onResend,
  onSubmit,
  onSignedIn,
}: {
  state: AuthState;
  proofField: ReactNode;
  onEdit: () => void;
  onResend: () => Promise<void>;
  onSubmit: (code: string) => Promise<SignInResult>;
  onSignedIn: (result: SignInResult) => void;
}) {
  const { field, submit, formState } = useSchemaForm(codeSchema, { code: "" });
  return (
    <form onSubmit={submit(async ({ code }) => onSignedIn(await onSubmit(code)))} noValidate className="grid gap-4">
      <p className="leading-7">
        کد {toPersianDigits(state.codeLength)} رقمی پیامک‌شده به <ShownNumber number={state.number} /> را وارد کنید.{" "}
        <EditNumber onEdit={onEdit} />
      </p>
      <CodeInput length={state.codeLength} autoFocus {...field("code")} />
      <ResendCountdown sentAt={state.sentAt} remindValidTime={state.remindValidTime} onResend={onResend} />
      {proofField}
      <Button type="submit" busy={formState.isSubmitting}>
        تایید و ورود
      </Button>
    </form>
  );
}

const passwordLoginForm = passwordLoginSchema.pick({ password: true });

function PasswordStep({
  proof,
  number,
  onEdit,
  onForgot,
  onSignedIn,
}: {
  proof: CodeProof;
  number: string;
  onEdit: () => void;
  onForgot: (sent: CodeSent) => void;
  onSignedIn: (result: SignInResult) => void;
}) {
  const { field, submit, formState } = useSchemaForm(passwordLoginForm, { password: "" });
  // One code request at a time: a second click would only be told a code was already sent.
  const [sendingCode, setSendingCode] = useState(false);
  return (
    <form
      onSubmit={submit(async ({ password }) =>
        onSignedIn(await identityApi.loginWithPassword(publicApi(), number, password)),
      )}
      noValidate
      className="grid gap-4"
    >
      <p className="leading-7">
        ورود با رمز عبور برای <ShownNumber number={number} /> <EditNumber onEdit={onEdit} />
      </p>
      <PasswordField
        label="رمز عبور"
        required
        autoComplete="current-password"
        placeholder="رمز عبور را وارد کنید"
        autoFocus
        {...field("password")}
      />
      <Button type="submit" busy={formState.isSubmitting}>
        ورود
      </Button>
      <button
        type="button"
        disabled={sendingCode}
        aria-busy={sendingCode || undefined}
        className={`text-sm disabled:opacity-60 ${linkButton}`}
        onClick={async () => {
          setSendingCode(true);
          try {
            const sent = await proof.send((altcha) => identityApi.sendPasswordCode(publicApi(), number, altcha));
            if (sent) onForgot(sent);
            else setSendingCode(false);
          } catch {
            /* the API client already told the person why */
            setSendingCode(false);
          }
        }}
      >
        رمز عبور را فراموش کرده‌اید؟ دریافت کد
      </button>
      {proof.field}
    </form>
  );
}

function RegisterStep({
  proof,
  initialNumber,
  onCodeSent,
  onLogin,
}: {
  proof: CodeProof;
  initialNumber: string;
  onCodeSent: (number: string, sent: CodeSent) => void;
  onLogin: () => void;
}) {
  const { field, submit, formState } = useSchemaForm(registerSchema, {
    number: initialNumber,
    first_name: "",
    last_name: "",
    password: "",
  });
  return (
    <form
      onSubmit={submit(async (body) => {
        const sent = await proof.send((altcha) => identityApi.register(publicApi(), body, altcha));
        if (sent) onCodeSent(body.number, sent);
      })}
      noValidate
      className="grid gap-4"
    >
      <MobileField {...field("number")} />
      <FirstLastNameFields firstName={field("first_name")} lastName={field("last_name")} />
      <PasswordField
        label="رمز عبور (اختیاری)"
        autoComplete="new-password"
        placeholder="رمز عبور را وارد کنید"
        hint={PASSWORD_HINT}
        {...field("password")}
      />
      {proof.field}
      <Button type="submit" busy={formState.isSubmitting}>
        دریافت کد ثبت نام
      </Button>
      <button type="button" onClick={onLogin} className={`text-sm ${linkButton}`}>
        حساب دارید؟ ورود
      </button>
    </form>
  );
}

function SetPasswordStep({
  state,
  proofField,
  onEdit,
  onResend,
  onSignedIn,
}: {
  state: AuthState;
  proofField: ReactNode;
  onEdit: () => void;
  onResend: () => Promise<void>;
  onSignedIn: (result: SignInResult) => void;
}) {
  // The fields of a forgotten-password reset the person types (the number is already known).
  const { field, submit, formState } = useSchemaForm(codePasswordSchema, {
    code: "",
    password: "",
    password_confirmation: "",
  });
  return (
    <form
      onSubmit={submit(async (body) =>
        onSignedIn(await identityApi.setPassword(publicApi(), { number: state.number, ...body })),
      )}
      noValidate
      className="grid gap-4"
    >
      <p className="leading-7">
        کد پیامک‌شده به <ShownNumber number={state.number} /> را وارد کنید و رمز عبور تازه را انتخاب کنید.{" "}
        <EditNumber onEdit={onEdit} />
      </p>
      <CodeInput length={state.codeLength} autoFocus {...field("code")} />
      <ResendCountdown sentAt={state.sentAt} remindValidTime={state.remindValidTime} onResend={onResend} />
      <NewPasswordFields password={field("password")} confirmation={field("password_confirmation")} />
      {proofField}
      <Button type="submit" busy={formState.isSubmitting}>
        ثبت رمز عبور و ورود
      </Button>
    </form>
  );
}
