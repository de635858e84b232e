"use client";
// A moment as the desk types it: a Jalali date ("۱۴۰۵/۰۹/۱۰") and a time on Tehran's clock
// ("۱۸:۳۰"), in digits of any script, kept in the form as one text ("۱۴۰۵/۰۹/۱۰ ۱۸:۳۰") that the
// schemas' instant() rule reads (validation/content/fields.ts). The two boxes are one group named
// by its legend, with the group's message under them.
import { useId, useState, type FocusEvent, type Ref } from "react";
import { useController, type FieldValues } from "react-hook-form";
import { FieldsetShell } from "@/components/ui/field";
import type { ControlledField } from "@/lib/bind-fields";
import { formatJalaliDate, formatTime } from "@/shared/format/date";

const boxClass =
  "w-full rounded-xl border border-brand-200 bg-white px-3 py-2.5 text-start text-ink placeholder:text-muted/80 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40";

export const DATE_PLACEHOLDER = "۱۴۰۵/۰۹/۱۰";
export const TIME_PLACEHOLDER = "۱۸:۳۰";

/** The moment's one text: date and time with one space ("" when both are empty). */
export const joinMoment = (date: string, time: string) => `${date.trim()} ${time.trim()}`.trim();

/** A moment's text split back into its date and time. */
export function splitMoment(text: string): { date: string; time: string } {
  const [date = "", ...rest] = text.trim().split(/\s+/);
  return { date, time: rest.join(" ") };
}

/** An instant from the API as the desk types it: "۱۴۰۵/۰۹/۱۰ ۱۸:۳۰" (Tehran). */
export const momentText = (iso: string) => joinMoment(formatJalaliDate(iso, "short"), formatTime(iso));

/** Calls `onLeave` when focus leaves the group (not when it moves between its boxes). */
export const leavingGroup = (onLeave: () => void) => (event: FocusEvent<HTMLElement>) => {
  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
};

type Box = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  ref?: Ref<HTMLInputElement>;
};

/** One labelled box of a moment (date or time): left to right, the number keypad. */
export function MomentBox({ label, value, onChange, placeholder, ref, invalid }: Box & { invalid: boolean }) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-xs font-bold text-muted">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={boxClass}
      />
    </div>
  );
}

type MomentInputsProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** The date and time boxes of one moment, as one controlled text. */
export function MomentInputs({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint = "تاریخ شمسی و ساعت به وقت تهران",
  required,
  ref,
}: MomentInputsProps) {
  const [parts, setParts] = useState(() => splitMoment(value));
  const [seen, setSeen] = useState(value);
  // A value set from outside (a reset after saving, a restored version) is split again; what is
  // being typed stays as typed.
  if (value !== seen) {
    setSeen(value);
    if (value !== joinMoment(parts.date, parts.time)) setParts(splitMoment(value));
  }
  const change = (next: { date: string; time: string }) => {
    const text = joinMoment(next.date, next.time);
    setParts(next);
    setSeen(text);
    onChange(text);
  };
  return (
    <FieldsetShell label={label} error={error} hint={hint} required={required} onBlur={onBlur && leavingGroup(onBlur)}>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
        <MomentBox
          ref={ref}
          label="تاریخ"
          value={parts.date}
          placeholder={DATE_PLACEHOLDER}
          invalid={Boolean(error)}
          onChange={(date) => change({ ...parts, date })}
        />
        <MomentBox
          label="ساعت"
          value={parts.time}
          placeholder={TIME_PLACEHOLDER}
          invalid={Boolean(error)}
          onChange={(time) => change({ ...parts, time })}
        />
      </div>
    </FieldsetShell>
  );
}

type MomentFieldProps<T extends FieldValues, Checked> = ControlledField<T, Checked> & {
  label: string;
  required?: boolean;
  hint?: string;
};

/** A moment bound to its form field (a text the schema's instant() reads) and its message. */
export function MomentField<T extends FieldValues, Checked = T>({
  control,
  name,
  label,
  required,
  hint,
}: MomentFieldProps<T, Checked>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <MomentInputs
      ref={ref}
      label={label}
      required={required}
      hint={hint}
      value={typeof value === "string" ? value : ""}
      onChange={onChange}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}
