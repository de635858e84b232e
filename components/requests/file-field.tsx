"use client";
// A request form's file input, bound to its form field: it says which files it takes and how big,
// shows the chosen file, and the upload progress while sending (percent, capped at 100). The form's
// value is the File; when the form is reset the input is emptied too.
import { useEffect, useId, useRef } from "react";
import { useController, type FieldValues } from "react-hook-form";
import type { ControlledField } from "@/lib/bind-fields";
import { FieldMessage, RequiredMark } from "@/components/ui/field";
import { toPersianDigits } from "@/shared/format/digits";
import { formatNumberFa } from "@/shared/format/number";
import type { UploadSpec } from "@/validation/requests/uploads";

type Props<T extends FieldValues, Checked> = ControlledField<T, Checked> & {
  upload: UploadSpec;
  required?: boolean;
  /** Upload progress while sending, in percent. */
  progress?: number | null;
};

/** A file input bound to its form field: the chosen File, its message, and the input's props (emptied when the form is reset). */
export function useFileInput<T extends FieldValues, Checked>(
  { control, name }: ControlledField<T, Checked>,
  accept: string,
) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  const chosen = value instanceof File ? value : undefined;
  const error = fieldState.error?.message;

  // A reset (another request after the receipt) empties the input as well as the value.
  useEffect(() => {
    if (!chosen && input.current?.value) input.current.value = "";
  }, [chosen]);

  const inputProps = {
    ref: (element: HTMLInputElement | null) => {
      input.current = element;
      field.ref(element);
    },
    id,
    name: field.name,
    type: "file",
    accept,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": `${id}-hint ${id}-error`,
  } as const;
  /** Empties the input (the value is the caller's to clear). */
  const clear = () => {
    if (input.current) input.current.value = "";
  };
  return { id, field, chosen, error, inputProps, clear };
}

/** The look of a file input (its width is the caller's). */
export const fileInputClass =
  "rounded-xl border border-dashed border-brand-300 bg-surface p-3 text-sm file:me-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-bold file:text-white aria-[invalid=true]:border-red-600";

export function FileField<T extends FieldValues, Checked = T>({
  control,
  name,
  upload,
  required,
  progress,
}: Props<T, Checked>) {
  const { id, field, chosen, error, inputProps } = useFileInput({ control, name }, upload.accept);
  const maxKb = upload.maxBytes / 1024;

  return (
    <div className="grid gap-1.5">
      <div className="flex gap-1 text-sm font-bold">
        <label htmlFor={id}>{upload.label}</label>
        {required && <RequiredMark />}
      </div>
      <input
        {...inputProps}
        aria-required={required || undefined}
        onChange={(event) => {
          field.onChange(event.target.files?.[0]);
          field.onBlur();
        }}
        className={`block w-full ${fileInputClass}`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {upload.typesLabel}، حداکثر {formatNumberFa(maxKb >= 1024 ? maxKb / 1024 : maxKb)}{" "}
        {maxKb >= 1024 ? "مگابایت" : "کیلوبایت"}
        {!required && "؛ اختیاری"}
        {chosen && ` — فایل انتخاب‌شده: ${chosen.name} (${formatNumberFa(Math.ceil(chosen.size / 1024))} کیلوبایت)`}
      </p>
      {progress !== null && progress !== undefined && (
        <div className="grid gap-1" data-testid="upload-progress">
          <div
            role="progressbar"
            aria-label={`بارگذاری ${upload.label}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-brand-100"
          >
            <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <p className="text-xs text-muted" aria-live="polite">
            {toPersianDigits(progress)}٪ بارگذاری شد
          </p>
        </div>
      )}
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}
