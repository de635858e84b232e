"use client";
// Logging a call to the requester: its outcome, and for "call back" the day and time agreed (a
// Jalali day from the next few weeks and a time of the working day, Tehran time), with a note.
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { authApi } from "@/lib/api/browser";
import { deskApi, type CallBody } from "@/lib/api/resources/desk";
import { ApiError } from "@/lib/api/api-error";
import { showToast } from "@/lib/toast";
import {
  addDaysIso,
  formatJalaliDay,
  jalaliOfIsoDate,
  JALALI_WEEKDAY_NAMES,
  TEHRAN_UTC_OFFSET,
} from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { CALL_OUTCOMES } from "@/shared/types/desk";
import { callSchema } from "@/validation/desk";
import { ChoiceGroup } from "./choice-group";

type CallValues = { outcome: string; call_back_day: string; call_back_time: string; note: string };

/** How many days ahead a call back may be set. */
const CALL_BACK_DAYS = 30;
/** Times of the working day, every half hour. */
const CALL_BACK_TIMES = Array.from(
  { length: 25 },
  (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
);

/** The fields a 422 of the API may name. */
const SERVER_FIELDS = ["outcome", "call_back_at", "note"];

/** What the API is sent: the call back's day and time as one instant in Tehran time. */
export function callBody(values: CallValues): Record<string, unknown> {
  const callBack =
    values.outcome === "call-back" && values.call_back_day && values.call_back_time
      ? `${values.call_back_day}T${values.call_back_time}:00${TEHRAN_UTC_OFFSET}`
      : undefined;
  return { outcome: values.outcome, call_back_at: callBack, note: values.note };
}

/** The API's schema on the assembled body; a missing or bad call-back time is shown on the day and time group. */
const resolver: Resolver<CallValues, unknown, CallBody> = async (values) => {
  const parsed = callSchema.safeParse(callBody(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === "call_back_at" ? "call_back_day" : String(issue.path[0]);
    errors[key] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

function dayOptions(today: string) {
  return Array.from({ length: CALL_BACK_DAYS }, (_, i) => {
    const iso = addDaysIso(today, i);
    const parts = jalaliOfIsoDate(iso);
    const name = `${JALALI_WEEKDAY_NAMES[parts.weekday]} ${formatJalaliDay(parts)}`;
    return { value: iso, label: i === 0 ? `امروز، ${name}` : i === 1 ? `فردا، ${name}` : name };
  });
}

const selectClass =
  "w-full rounded-xl border border-brand-200 bg-white px-3 py-2.5 text-ink aria-[invalid=true]:border-red-600";

/** `today`: the Tehran day (ISO) the page was rendered on, so server and browser list the same days. */
export function CallForm({ requestId, today }: { requestId: number; today: string }) {
  const router = useRouter();
  const id = useId();
  const { register, handleSubmit, setError, reset, control, formState } = useForm<CallValues, unknown, CallBody>({
    resolver,
    mode: "onTouched",
    defaultValues: { outcome: "", call_back_day: "", call_back_time: "", note: "" },
  });
  const callBack = useWatch({ control, name: "outcome" }) === "call-back";
  const timeError = formState.errors.call_back_day?.message ?? formState.errors.call_back_time?.message;

  const submit = handleSubmit(async (body) => {
    try {
      await deskApi.logCall(authApi(), requestId, body);
      showToast("تماس ثبت شد.");
      reset();
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) return;
      // The API names the call back's time call_back_at: the day select shows it.
      const shown = error.fields.filter((field) => SERVER_FIELDS.includes(field.field));
      shown.forEach((field, i) =>
        setError(
          field.field === "call_back_at" ? "call_back_day" : (field.field as keyof CallValues),
          { type: "server", message: field.message },
          { shouldFocus: i === 0 },
        ),
      );
      if (shown.length === 0) showToast(error.message, "danger");
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="ثبت تماس" className="grid gap-3">
      <ChoiceGroup
        legend="نتیجه تماس"
        required
        options={Object.entries(CALL_OUTCOMES).map(([value, label]) => ({ value, label }))}
        error={formState.errors.outcome?.message}
        input={register("outcome")}
      />
      {callBack && (
        <fieldset aria-describedby={timeError ? `${id}-error` : undefined} className="grid gap-2">
          <legend className="mb-2 text-sm font-bold">
            زمان تماس دوباره
            <span className="text-red-700" aria-hidden="true">
              {" "}
              *
            </span>
          </legend>
          <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)] gap-2">
            <div className="grid gap-1">
              <label htmlFor={`${id}-day`} className="text-xs font-bold text-muted">
                روز
              </label>
              <select
                id={`${id}-day`}
                aria-invalid={timeError ? true : undefined}
                className={selectClass}
                {...register("call_back_day")}
              >
                <option value="">روز را انتخاب کنید</option>
                {dayOptions(today).map((day) => (
                  <option key={day.value} value={day.value}>
                    {day.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1">
              <label htmlFor={`${id}-time`} className="text-xs font-bold text-muted">
                ساعت
              </label>
              <select
                id={`${id}-time`}
                aria-invalid={timeError ? true : undefined}
                className={selectClass}
                {...register("call_back_time")}
              >
                <option value="">ساعت</option>
                {CALL_BACK_TIMES.map((time) => (
                  <option key={time} value={time}>
                    {toPersianDigits(time)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p id={`${id}-error`} role="alert" className="min-h-5 text-sm leading-5 font-medium text-red-700">
            {timeError ?? ""}
          </p>
        </fieldset>
      )}
      <TextAreaField label="توضیح تماس" rows={2} error={formState.errors.note?.message} {...register("note")} />
      <Button type="submit" busy={formState.isSubmitting} className="justify-self-start">
        ثبت تماس
      </Button>
    </form>
  );
}
