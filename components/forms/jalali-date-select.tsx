"use client";
// A Jalali date as three selects (day, month, year): simple on every phone, no calendar widget to
// learn. The value is the Gregorian ISO date the API stores.
import { useState } from "react";
import { FieldsetShell } from "@/components/ui/field";
import { gregorianFromJalali, jalaliMonthLength, jalaliOfIsoDate, JALALI_MONTH_NAMES } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";

/** What a date field takes from its form (this one and the calendar, ./jalali-date-picker.tsx). */
export type DateFieldProps = {
  label: string;
  /** ISO date (YYYY-MM-DD) or "". */
  value?: string;
  onChange: (iso: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
};

type Props = DateFieldProps & {
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

const selectClass =
  "w-full rounded-xl border border-brand-200 bg-white px-2 py-2.5 text-ink aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40";

const isoOf = ({ year, month, day }: Parts) =>
  year && month && day ? gregorianFromJalali(year, month, day).toISOString().slice(0, 10) : "";

export function JalaliDateSelect({ label, value = "", onChange, onBlur, error, required, fromYear, toYear }: Props) {
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // The value the selects show or last sent: another one (a profile's birthday filled in, a reset) replaces them.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setParts(partsOf(value));
  }
  const days = parts.year && parts.month ? jalaliMonthLength(parts.year, parts.month) : 31;

  function update(next: Parts) {
    const merged = { ...parts, ...next };
    if (merged.year && merged.month && merged.day)
      merged.day = Math.min(merged.day, jalaliMonthLength(merged.year, merged.month));
    setParts(merged);
    setShownValue(isoOf(merged));
    onChange(isoOf(merged));
  }

  const selects: Array<{ part: keyof Parts; name: string; options: Array<{ value: number; label: string }> }> = [
    {
      part: "day",
      name: "روز",
      options: Array.from({ length: days }, (_, i) => ({ value: i + 1, label: toPersianDigits(i + 1) })),
    },
    { part: "month", name: "ماه", options: JALALI_MONTH_NAMES.map((name, i) => ({ value: i + 1, label: name })) },
    {
      part: "year",
      name: "سال",
      options: Array.from({ length: toYear - fromYear + 1 }, (_, i) => ({
        value: toYear - i,
        label: toPersianDigits(toYear - i),
      })),
    },
  ];
  return (
    <FieldsetShell label={label} required={required} error={error}>
      <div className="grid grid-cols-3 gap-2">
        {selects.map(({ part, name, options }) => (
          <select
            key={part}
            aria-label={name}
            className={selectClass}
            value={parts[part] ?? ""}
            onChange={(e) => update({ [part]: Number(e.target.value) || undefined })}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
          >
            <option value="">{name}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ))}
      </div>
    </FieldsetShell>
  );
}
