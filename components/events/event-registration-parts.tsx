// The registration section's pieces, drawn the same by the plain form the server sends
// (./event-registration.tsx) and by the form that checks and sends (./event-registration-form.tsx).
import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { Button } from "@/components/ui/button";
import { EmailField, FullNameField, MobileField } from "@/components/forms/person-fields";
import { formatToman } from "@/shared/format/number";

export type RegistrationProps = {
  eventId: number;
  title: string;
  /** Rial; 0 is free. */
  price: number;
  isFull: boolean;
};

export type PrefillField = "full_name" | "mobile" | "email";

/** What the visitor did on the plain form before the real one arrived. */
export type RegistrationStart = {
  values: Partial<Record<PrefillField, string>>;
  focus?: PrefillField;
  submit: boolean;
};

/** The section around the form: its heading and what the visitor should know first. */
export function RegistrationFrame({
  waitlist,
  price,
  children,
}: {
  waitlist: boolean;
  price: number;
  children: ReactNode;
}) {
  return (
    <section
      id="register"
      aria-labelledby="register-title"
      className="mt-10 scroll-mt-32 rounded-2xl border border-brand-100 p-5 md:p-6"
    >
      <h2 id="register-title" className="text-xl font-extrabold">
        {registrationHeading(waitlist)}
      </h2>
      <div aria-live="polite" className="mt-3 grid gap-2 text-sm leading-7">
        {waitlist ? (
          <p className="rounded-xl bg-amber-50 p-3 text-amber-950">
            ظرفیت این رویداد تکمیل شده است. در فهرست انتظار ثبت‌نام کنید؛ اگر جایی خالی شود، به ترتیب ثبت با شما تماس
            می‌گیریم.
          </p>
        ) : (
          <p className="text-muted">
            نام و شماره موبایل‌تان را وارد کنید تا جای شما نگه داشته شود؛ کد پیگیری برایتان پیامک می‌شود.
          </p>
        )}
        {price > 0 && (
          <p className="rounded-xl bg-surface p-3">
            هزینه شرکت در این رویداد <strong>{formatToman(price)}</strong> است. پرداخت آنلاین نیست: پس از ثبت‌نام،
            همکاران ما برای هماهنگی پرداخت با شما تماس می‌گیرند.
          </p>
        )}
      </div>
      {children}
    </section>
  );
}

function registrationHeading(waitlist: boolean): string {
  return waitlist ? "ثبت در فهرست انتظار" : "ثبت‌نام در رویداد";
}

type FieldBinding = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement>; error?: string };

/** The three fields, bound by the plain form (names) or by the real one (its registration and message). */
export function RegistrationFields({ bind }: { bind: (name: PrefillField) => FieldBinding }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FullNameField {...bind("full_name")} />
      <MobileField {...bind("mobile")} />
      <EmailField hint="اختیاری؛ برای یادآوری و فایل‌های رویداد" {...bind("email")} />
    </div>
  );
}

export function RegistrationSubmit({ waitlist, busy = false }: { waitlist: boolean; busy?: boolean }) {
  return (
    <Button type="submit" busy={busy} className="md:justify-self-start">
      {registrationHeading(waitlist)}
    </Button>
  );
}
