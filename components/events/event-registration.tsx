"use client";
// Registration on an event's page (SPEC §7 POST /v1/event-attendance/create): name, mobile and
// e-mail with the shared schema. A full event (or one that fills while the page is open) offers its
// waiting list instead; a paid event says payment is arranged by phone; anonymous senders solve
// the captcha; signed-in people find their details filled in; the receipt replaces the form.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { CaptchaField } from "@/components/requests/captcha-field";
import { RequestReceipt } from "@/components/requests/request-receipt";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import type { Identity } from "@/lib/api/types/auth";
import { useSession } from "@/lib/auth/session";
import { formatToman } from "@/lib/format/number";
import { useSubmitRequest } from "@/lib/requests/use-submit-request";
import { EVENT_ATTENDANCE_MESSAGES, eventAttendanceSchema, WAITLIST_SUFFIX, type EventAttendanceInput } from "@/validation/requests/event-attendance";

const ENDPOINT = "/v1/event-attendance/create";
const FIELDS = ["full_name", "mobile", "email", "event_id"] as const;
type PrefillField = "full_name" | "mobile" | "email";

type Props = {
  eventId: number;
  title: string;
  /** Rial; 0 is free. */
  price: number;
  isFull: boolean;
};

function prefillOf(identity: Identity | undefined): Partial<Record<PrefillField, string>> {
  if (!identity) return {};
  const name = identity.full_name?.trim() || [identity.first_name, identity.last_name].filter(Boolean).join(" ");
  return { full_name: name, mobile: identity.mobile, email: identity.email ?? "" };
}

export function EventRegistration({ eventId, title, price, isFull }: Props) {
  const empty: EventAttendanceInput = { full_name: "", mobile: "", email: "", event_id: String(eventId), waitlist: false };
  const { register, handleSubmit, setError, getValues, getFieldState, reset, formState } = useForm<EventAttendanceInput>({
    resolver: zodResolver(eventAttendanceSchema),
    mode: "onTouched",
    defaultValues: empty,
  });
  const { submit, receipt, captcha, clearReceipt } = useSubmitRequest({ endpoint: ENDPOINT, setError, fields: FIELDS });
  // The event filled up while the page was open: the API said so, offer the waiting list.
  const [filledMeanwhile, setFilledMeanwhile] = useState(false);
  const waitlist = isFull || filledMeanwhile;
  const errors = formState.errors;

  const identity = useSession().identity;
  useEffect(() => {
    const prefill = prefillOf(identity);
    const values = getValues();
    let changed = false;
    for (const [field, value] of Object.entries(prefill) as Array<[PrefillField, string]>) {
      if (value && !values[field] && !getFieldState(field).isDirty) {
        values[field] = value;
        changed = true;
      }
    }
    if (changed) reset(values, { keepErrors: true, keepTouched: true, keepIsSubmitted: true, keepSubmitCount: true });
  }, [identity, getValues, getFieldState, reset]);

  async function send(values: EventAttendanceInput) {
    const sent = await submit(eventAttendanceSchema.parse({ ...values, waitlist }));
    if (!sent && getFieldState("event_id").error?.message === EVENT_ATTENDANCE_MESSAGES.full) setFilledMeanwhile(true);
  }

  const heading = waitlist ? "ثبت در فهرست انتظار" : "ثبت‌نام در رویداد";

  if (receipt) {
    const waiting = receipt.subject_title?.endsWith(WAITLIST_SUFFIX) ?? false;
    return (
      <div id="register" className="mt-10 grid scroll-mt-32 gap-4">
        <p className="rounded-2xl border border-brand-200 bg-brand-50 p-4 leading-7 text-brand-950">
          {waiting
            ? `شما در فهرست انتظار «${title}» قرار گرفتید. اگر جایی خالی شود، همکاران ما با شما تماس می‌گیرند.`
            : `جای شما در «${title}» نگه داشته شد.`}
          {price > 0 && !waiting && ` هزینه شرکت (${formatToman(price)}) در تماس تلفنی همکاران ما هماهنگ می‌شود.`}
        </p>
        <RequestReceipt
          receipt={receipt}
          onAnother={() => {
            reset({ ...empty, ...prefillOf(identity) });
            clearReceipt();
          }}
        />
      </div>
    );
  }

  return (
    <section id="register" aria-labelledby="register-title" className="mt-10 scroll-mt-32 rounded-2xl border border-brand-100 p-5 md:p-6">
      <h2 id="register-title" className="text-xl font-extrabold">
        {heading}
      </h2>
      <div aria-live="polite" className="mt-3 grid gap-2 text-sm leading-7">
        {waitlist ? (
          <p className="rounded-xl bg-amber-50 p-3 text-amber-950">
            ظرفیت این رویداد تکمیل شده است. در فهرست انتظار ثبت‌نام کنید؛ اگر جایی خالی شود، به ترتیب ثبت با شما تماس می‌گیریم.
          </p>
        ) : (
          <p className="text-muted">نام و شماره موبایل‌تان را وارد کنید تا جای شما نگه داشته شود؛ کد پیگیری برایتان پیامک می‌شود.</p>
        )}
        {price > 0 && (
          <p className="rounded-xl bg-surface p-3">
            هزینه شرکت در این رویداد <strong>{formatToman(price)}</strong> است. پرداخت آنلاین نیست: پس از ثبت‌نام، همکاران ما برای هماهنگی پرداخت با شما تماس می‌گیرند.
          </p>
        )}
      </div>
      <form onSubmit={handleSubmit(send)} noValidate className="mt-4 grid gap-4">
        <input type="hidden" {...register("event_id")} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="نام و نام خانوادگی" required autoComplete="name" placeholder="نام و نام خانوادگی را وارد کنید" error={errors.full_name?.message} {...register("full_name")} />
          <TextField label="شماره موبایل" required dir="ltr" type="tel" inputMode="tel" autoComplete="tel" placeholder="۰۹۱۲۳۴۵۶۷۸۹" className="text-start" error={errors.mobile?.message} {...register("mobile")} />
          <TextField label="ایمیل" dir="ltr" type="email" inputMode="email" autoComplete="email" placeholder="ایمیل را وارد کنید" className="text-start" hint="اختیاری؛ برای یادآوری و فایل‌های رویداد" error={errors.email?.message} {...register("email")} />
        </div>
        {errors.event_id?.message && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
            {errors.event_id.message}
          </p>
        )}
        <CaptchaField {...captcha} error={errors.altcha?.message} />
        <Button type="submit" busy={formState.isSubmitting} className="md:justify-self-start">
          {heading}
        </Button>
      </form>
    </section>
  );
}
