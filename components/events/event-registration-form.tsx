"use client";
// Registration on an event's page (SPEC §7 POST /v1/event-attendance/create): name, mobile and
// e-mail with the shared schema. A full event (or one that fills while the page is open) offers its
// waiting list instead; a paid event says payment is arranged by phone; anonymous senders solve
// the captcha; signed-in people find their details filled in; the receipt replaces the form.
// Loaded by ./event-registration.tsx when the visitor starts on the form (or is signed in); it
// takes over what they typed meanwhile. It draws its own frame (the section's heading and notes),
// so it uses the request hook without <RequestForm>.
import { useEffect, useState } from "react";
import { CaptchaField } from "@/components/requests/captcha-field";
import { RequestReceipt } from "@/components/requests/request-receipt";
import { REQUEST_ENDPOINTS } from "@/lib/api/resources/request-endpoints";
import { formatToman } from "@/shared/format/number";
import { contactPrefill, useRequestForm } from "@/lib/requests/use-request-form";
import type { EventAttendance, EventAttendanceInput } from "@/validation/requests/event-attendance";
import { EVENT_ATTENDANCE_MESSAGES, WAITLIST_SUFFIX } from "@/validation/requests/event-attendance-terms";
import {
  RegistrationFields,
  RegistrationFrame,
  RegistrationSubmit,
  type RegistrationProps,
  type RegistrationStart,
} from "./event-registration-parts";

const EMPTY: EventAttendanceInput = { full_name: "", mobile: "", email: "", event_id: "", waitlist: false };

const loadSchema = () => import("@/validation/requests/event-attendance").then((m) => m.eventAttendanceSchema);

type Props = RegistrationProps & {
  /** What the visitor did on the form before this code arrived. */
  start?: RegistrationStart;
};

export function EventRegistrationForm({ eventId, title, price, isFull, start }: Props) {
  const empty: EventAttendanceInput = { ...EMPTY, event_id: String(eventId) };
  const request = useRequestForm<EventAttendanceInput, EventAttendance>({
    endpoint: REQUEST_ENDPOINTS.eventAttendance,
    schema: loadSchema,
    defaultValues: { ...empty, ...start?.values },
    prefill: contactPrefill,
  });
  const { form, errors, field } = request;
  const { register, getFieldState, handleSubmit, setFocus } = form;
  // The event filled up while the page was open: the API said so, offer the waiting list.
  const [filledMeanwhile, setFilledMeanwhile] = useState(false);
  const waitlist = isFull || filledMeanwhile;

  async function send(values: EventAttendance) {
    const sent = await request.send({ ...values, waitlist });
    if (!sent && getFieldState("event_id").error?.message === EVENT_ATTENDANCE_MESSAGES.full) setFilledMeanwhile(true);
  }

  // Carry on where the visitor was: the field they were in, or the send they asked for.
  const onSubmit = handleSubmit(send);
  const [started] = useState(start);
  useEffect(() => {
    if (started?.submit) void onSubmit();
    else if (started?.focus) setFocus(started.focus);
    // Once, for what happened before this form existed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started]);

  if (request.receipt) {
    const waiting = request.receipt.subject_title?.endsWith(WAITLIST_SUFFIX) ?? false;
    return (
      <div id="register" className="mt-10 grid scroll-mt-32 gap-4">
        <p className="rounded-2xl border border-brand-200 bg-brand-50 p-4 leading-7 text-brand-950">
          {waiting
            ? `شما در فهرست انتظار «${title}» قرار گرفتید. اگر جایی خالی شود، همکاران ما با شما تماس می‌گیرند.`
            : `جای شما در «${title}» نگه داشته شد.`}
          {price > 0 && !waiting && ` هزینه شرکت (${formatToman(price)}) در تماس تلفنی همکاران ما هماهنگ می‌شود.`}
        </p>
        {/* Another registration starts empty, not with what was typed before this form arrived. */}
        <RequestReceipt receipt={request.receipt} onAnother={() => request.startOver(empty)} />
      </div>
    );
  }

  return (
    <RegistrationFrame waitlist={waitlist} price={price}>
      <form onSubmit={onSubmit} onFocus={request.preload} noValidate className="mt-4 grid gap-4">
        <input type="hidden" {...register("event_id")} />
        <RegistrationFields bind={(name) => field(name)} />
        {errors.event_id?.message && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
            {errors.event_id.message}
          </p>
        )}
        <CaptchaField {...request.captcha} error={request.captchaError} />
        <RegistrationSubmit waitlist={waitlist} busy={request.submitting} />
      </form>
    </RegistrationFrame>
  );
}
