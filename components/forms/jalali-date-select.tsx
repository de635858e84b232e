"use client";
// A Jalali date as three selects (day, month, year): simple on every phone, no calendar widget to
// learn. The value is the Gregorian ISO date the API stores.
import { useId, useState } from "react";
import { gregorianFromJalali, jalaliMonthLength, jalaliOfIsoDate, JALALI_MONTH_NAMES } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";

type Props = {
  label: string;
  value?: string;
  onChange: (iso: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  /** Inclusive Jalali year range, newest first in the list. */
  fromYear: number;
  toYear: number;
};

type Parts = { year?: number; month?: number; day?: number };

function partsOf(iso: string | undefined): Parts {
  if (!iso) return {};
  try {
    const { year, month, day } = jalaliOfIsoDate(iso);
    return { year, month, day };
  } catch {
    // Not a real day: the selects start empty.
    return {};
  }
}

const selectClass = "w-full rounded-xl border border-brand-200 bg-white px-2 py-2.5 text-ink aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40";

export function JalaliDateSelect({ label, value, onChange, onBlur, error, required, fromYear, toYear }: Props) {
  const id = useId();
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const days = parts.year && parts.month ? jalaliMonthLength(parts.year, parts.month) : 31;

  function update(next: Parts) {
    const merged = { ...parts, ...next };
    if (merged.year && merged.month && merged.day) merged.day = Math.min(merged.day, jalaliMonthLength(merged.year, merged.month));
    setParts(merged);
    if (merged.year && merged.month && merged.day) {
      onChange(gregorianFromJalali(merged.year, merged.month, merged.day).toISOString().slice(0, 10));
    } else {
      onChange("");
    }
  }

  const describedBy = error ? `${id}-error` : undefined;
  const years = Array.from({ length: toYear - fromYear + 1 }, (_, i) => toYear - i);
  return (
    <fieldset className="grid gap-1.5" aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-bold text-ink">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </legend>
      <div className="grid grid-cols-3 gap-2">
        <select
          aria-label="روز"
          className={selectClass}
          value={parts.day ?? ""}
          onChange={(e) => update({ day: Number(e.target.value) || undefined })}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
        >
          <option value="">روز</option>
          {Array.from({ length: days }, (_, i) => i + 1).map((d) => (
            <option key={d} value={d}>
              {toPersianDigits(d)}
            </option>
          ))}
        </select>
        <select
          aria-label="ماه"
          className={selectClass}
          value={parts.month ?? ""}
          onChange={(e) => update({ month: Number(e.target.value) || undefined })}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
        >
          <option value="">ماه</option>
          {JALALI_MONTH_NAMES.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label="سال"
          className={selectClass}
          value={parts.year ?? ""}
          onChange={(e) => update({ year: Number(e.target.value) || undefined })}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
        >
          <option value="">سال</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {toPersianDigits(y)}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-error`} role="alert" className="min-h-5 text-sm leading-5 font-medium text-red-700">
        {error ?? ""}
      </p>
    </fieldset>
  );
}
