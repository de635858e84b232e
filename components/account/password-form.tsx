"use client";
// Setting or changing the password while signed in (/profile/password): proved with the current
// password (only when the account has one) or with a code sent to the account's own number, then
// the new password twice. Either way every other session of the account ends; this one stays.
// The heading says which it is: a first password ("تعیین") or a new one ("تغییر").
import { useId, useState } from "react";
import { CodeInput } from "@/components/auth/code-input";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { ResendCountdown } from "@/components/auth/resend-countdown";
import { ShownNumber } from "@/components/auth/shown-number";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/field";
import { authApi, publicApi } from "@/lib/api/browser";
import { identityApi } from "@/lib/api/resources/identity";
import type { Identity } from "@/shared/types/auth";
import { setSignedIn } from "@/lib/auth/session";
import { toPersianDigits } from "@/shared/format/digits";
import { showToast } from "@/lib/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { changePasswordSchema, codePasswordSchema } from "@/validation/auth";

type Method = "current" | "code";

export const passwordTitle = (hasPassword: boolean) => (hasPassword ? "تغییر رمز عبور" : "تعیین رمز عبور");

export function PasswordForm({ hasPassword: hadPassword, mobile }: { hasPassword: boolean; mobile: string }) {
  const [hasPassword, setHasPassword] = useState(hadPassword);
  const [method, setMethod] = useState<Method>(hadPassword ? "current" : "code");
  const [notice, setNotice] = useState("");
  // Each save starts a fresh, empty form.
  const [saves, setSaves] = useState(0);
  const titleId = useId();

  function saved(identity: Identity) {
    setSignedIn(identity);
    showToast(hasPassword ? "رمز عبور شما تغییر کرد" : "رمز عبور شما تعیین شد");
    setNotice(
      `${hasPassword ? "رمز عبور شما تغییر کرد" : "رمز عبور شما تعیین شد"}. نشست‌های دیگر حساب شما پایان یافت و این دستگاه وارد می‌ماند.`,
    );
    setHasPassword(identity.has_password);
    setMethod(identity.has_password ? "current" : "code");
    setSaves((n) => n + 1);
  }

  const phone = <ShownNumber number={mobile} />;

  return (
    <section aria-labelledby={titleId} className="grid max-w-2xl gap-6">
      <div>
        <h1 id={titleId} className="text-2xl font-black">
          {passwordTitle(hasPassword)}
        </h1>
        <p className="mt-2 leading-7 text-muted">
          {hasPassword ? (
            <>
              برای تغییر رمز عبور، رمز فعلی را وارد کنید یا کدی را که به {phone} پیامک می‌شود. پس از ذخیره، نشست‌های
              دیگر حساب شما پایان می‌یابد.
            </>
          ) : (
            <>
              حساب شما هنوز رمز عبور ندارد و با کد پیامکی وارد می‌شوید. با کدی که به {phone} پیامک می‌شود رمز عبور تعیین
              کنید تا بتوانید با آن هم وارد شوید.
            </>
          )}
        </p>
      </div>
      {/* Stays in the page; only its text changes, so screen readers announce it. */}
      <div role="status" aria-live="polite">
        {notice && <p className="rounded-xl bg-brand-50 px-4 py-3 font-bold text-brand-900">{notice}</p>}
      </div>
      {hasPassword && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-bold">روش تایید</legend>
          <div className="flex flex-wrap gap-2">
            {(
              [
                ["current", "با رمز عبور فعلی"],
                ["code", "با کد پیامکی"],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-2 rounded-xl border border-brand-200 px-4 py-2.5 font-bold has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="password-method"
                  value={value}
                  checked={method === value}
                  onChange={() => setMethod(value)}
                  className="accent-brand-700"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {method === "current" ? (
        <CurrentPasswordForm key={`current-${saves}`} onSaved={saved} />
      ) : (
        <CodePasswordForm
          key={`code-${saves}`}
          mobile={mobile}
          onSaved={saved}
          submitLabel={passwordTitle(hasPassword)}
        />
      )}
    </section>
  );
}

function CurrentPasswordForm({ onSaved }: { onSaved: (identity: Identity) => void }) {
  const { field, submit, formState } = useSchemaForm(changePasswordSchema, {
    current_password: "",
    password: "",
    password_confirmation: "",
  });
  return (
    <form
      onSubmit={submit(async (values) => onSaved((await identityApi.changePassword(authApi(), values)).identity))}
      noValidate
      className="grid gap-4"
    >
      <PasswordField
        label="رمز عبور فعلی"
        required
        autoComplete="current-password"
        placeholder="رمز عبور فعلی را وارد کنید"
        {...field("current_password")}
      />
      <NewPasswordFields
        password={field("password")}
        confirmation={field("password_confirmation")}
        called="رمز عبور تازه"
      />
      <Button type="submit" busy={formState.isSubmitting} className="justify-self-start">
        تغییر رمز عبور
      </Button>
    </form>
  );
}

type Sent = { codeLength: number; remindValidTime: number; sentAt: number };

function CodePasswordForm({
  mobile,
  submitLabel,
  onSaved,
}: {
  mobile: string;
  submitLabel: string;
  onSaved: (identity: Identity) => void;
}) {
  const [sent, setSent] = useState<Sent | null>(null);
  const [sending, setSending] = useState(false);
  const { field, submit, setFocus, formState } = useSchemaForm(codePasswordSchema, {
    code: "",
    password: "",
    password_confirmation: "",
  });

  /** The existing send-password-code call, to the account's own number. */
  async function sendCode() {
    const answer = await identityApi.sendPasswordCode(publicApi(), mobile);
    setSent({ codeLength: answer.code_length, remindValidTime: answer.remind_valid_time, sentAt: Date.now() });
    setFocus("code");
  }

  return (
    <form
      onSubmit={submit(async (values) => onSaved((await identityApi.validateCodePassword(authApi(), values)).identity))}
      noValidate
      className="grid gap-4"
    >
      <div className="grid gap-2">
        <CodeInput length={sent?.codeLength} {...field("code")} />
        {sent ? (
          <div className="grid gap-1">
            <p className="text-sm leading-6">
              کد {toPersianDigits(sent.codeLength)} رقمی به <ShownNumber number={mobile} /> پیامک شد.
            </p>
            <ResendCountdown
              sentAt={sent.sentAt}
              remindValidTime={sent.remindValidTime}
              onResend={() => sendCode().catch(() => undefined)}
            />
          </div>
        ) : (
          <button
            type="button"
            disabled={sending}
            aria-busy={sending || undefined}
            onClick={async () => {
              setSending(true);
              // A refusal (e.g. a code was sent a moment ago) is toasted by the API client.
              await sendCode()
                .catch(() => undefined)
                .finally(() => setSending(false));
            }}
            className="justify-self-start text-sm font-bold text-brand-700 underline underline-offset-4 disabled:opacity-60"
          >
            {sending ? "در حال ارسال…" : "ارسال کد تایید"}
          </button>
        )}
      </div>
      <NewPasswordFields
        password={field("password")}
        confirmation={field("password_confirmation")}
        called="رمز عبور تازه"
      />
      <Button type="submit" busy={formState.isSubmitting} className="justify-self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
