"use client";
// A birthday, as the Jalali day, month and year selects, bound to its form field: people from 10
// to 90 years old (`maxAge` otherwise) this Jalali year.
import { useController, type FieldValues } from "react-hook-form";
import type { ControlledField } from "@/lib/bind-fields";
import { JalaliDateSelect } from "./jalali-date-select";

type Props<T extends FieldValues, Checked> = ControlledField<T, Checked> & {
  thisYear: number;
  label?: string;
  required?: boolean;
  maxAge?: number;
};

export function BirthdayField<T extends FieldValues, Checked = T>({
  control,
  name,
  thisYear,
  label = "تاریخ تولد",
  required,
  maxAge = 90,
}: Props<T, Checked>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <JalaliDateSelect
      label={label}
      required={required}
      value={typeof field.value === "string" ? field.value : ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      fromYear={thisYear - maxAge}
      toYear={thisYear - 10}
    />
  );
}
