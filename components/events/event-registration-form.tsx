"use client";
// Registration on an event's page (SPEC §7 POST /v1/event-attendance/create): name, mobile and
// e-mail with the shared schema. A full event (or one that fills while the page is open) offers its
// waiting list instead; a paid event says payment is arranged by phone; anonymous senders solve
// the captcha; signed-in people find their details filled in; the receipt replaces the form.
// Loaded by ./event-registration.tsx when the visitor starts on the form (or is signed in); it
// takes over what they typed meanwhile.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { CaptchaField } from "@/components/requests/captcha-field";
import { RequestReceipt } from "@/components/requests/request-receipt";
import type { Identity } from "@/lib/api/types/auth";
import { formatToman } from "@/lib/format/number";
import { identityName, useIdentityPrefill } from "@/lib/requests/use-identity-prefill";
import { useSubmitRequest } from "@/lib/requests/use-submit-request";
import { EVENT_ATTENDANCE_MESSAGES, eventAttendanceSchema, WAITLIST_SUFFIX, type EventAttendanceInput } from "@/validation/requests/event-attendance";
import { RegistrationFields, RegistrationFrame, RegistrationSubmit, type PrefillField, type RegistrationProps, type RegistrationStart } from "./event-registration-parts";

const ENDPOINT = "/v1/event-attendance/create";
const FIELDS = ["full_name", "mobile", "email", "event_id"] as const;

type Props = RegistrationProps & {
  /** What the visitor did on the form before this code arrived. */
  start?: RegistrationStart;
};

function prefillOf(identity: Identity | undefined): Partial<Record<PrefillField, string>> {
  if (!identity) return {};
  const name = identityName(identity);
  return { full_name: name, mobile: identity.mobile, email: identity.email ?? "" };
}

export function EventRegistrationForm({ eventId, title, price, isFull, start }: Props) {
  const empty: EventAttendanceInput = { full_name: "", mobile: "", email: "", event_id: String(eventId), waitlist: false };
  const { register, handleSubmit, setError, getValues, getFieldState, reset, formState, setFocus } = useForm<EventAttendanceInput>({
    resolver: zodResolver(eventAttendanceSchema),
    mode: "onTouched",
    defaultValues: { ...empty, ...start?.values },
  });
  const { submit, receipt, captcha, clearReceipt } = useSubmitRequest({ endpoint: ENDPOINT, setError, fields: FIELDS });
  // The event filled up while the page was open: the API said so, offer the waiting list.
  const [filledMeanwhile, setFilledMeanwhile] = useState(false);
  const waitlist = isFull || filledMeanwhile;
  const errors = formState.errors;

  // Signed-in people find their details filled in; nothing they typed is replaced.
  const identity = useIdentityPrefill({ getValues, getFieldState, reset }, prefillOf);

  async function send(values: EventAttendanceInput) {
    const sent = await submit(eventAttendanceSchema.parse({ ...values, waitlist }));
    if (!sent && getFieldState("event_id").error?.message === EVENT_ATTENDANCE_MESSAGES.full) setFilledMeanwhile(true);
  }

  // Carry on where the visitor was: the field they were in, or the send they asked for.
  const onSubmit = handleSubmit(send);
  const [started] = useState(start);
  useEffect(() => {
    if (started?.submit) void onSubmit();
    else if (started?.focus) setFocus(started.focus as PrefillField);
    // Once, for what happened before this form existed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started]);

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
    <RegistrationFrame waitlist={waitlist} price={price}>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
        <input type="hidden" {...register("event_id")} />
        <RegistrationFields bind={(name) => register(name)} errors={{ full_name: errors.full_name?.message, mobile: errors.mobile?.message, email: errors.email?.message }} />
        {errors.event_id?.message && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
            {errors.event_id.message}
          </p>
        )}
        <CaptchaField {...captcha} error={errors.altcha?.message} />
        <RegistrationSubmit waitlist={waitlist} busy={formState.isSubmitting} />
      </form>
    </RegistrationFrame>
  );
}
