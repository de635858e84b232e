"use client";
// A file input that says which files it takes and how big, shows the chosen file, and the upload
// progress while sending (percent, capped at 100).
import { useId, useState } from "react";
import { toPersianDigits } from "@/lib/format/digits";
import { formatNumberFa } from "@/lib/format/number";

type Props = {
  label: string;
  name: string;
  accept: string;
  /** Shown to people: e.g. "PDF، Word" */
  typesLabel: string;
  maxKb: number;
  required?: boolean;
  error?: string;
  progress?: number | null;
  onFile: (file: File | undefined) => void;
};

export function FileField({ label, name, accept, typesLabel, maxKb, required, error, progress, onFile }: Props) {
  const id = useId();
  const [chosen, setChosen] = useState<File>();
  const describedBy = `${id}-hint ${id}-error`;
  return (
    <div className="grid gap-1.5">
      <div className="flex gap-1 text-sm font-bold">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          setChosen(file);
          onFile(file);
        }}
        className="block w-full rounded-xl border border-dashed border-brand-300 bg-surface p-3 text-sm file:me-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-bold file:text-white aria-[invalid=true]:border-red-600"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {typesLabel}، حداکثر {formatNumberFa(maxKb >= 1024 ? maxKb / 1024 : maxKb)} {maxKb >= 1024 ? "مگابایت" : "کیلوبایت"}
        {chosen && ` — فایل انتخاب‌شده: ${chosen.name} (${formatNumberFa(Math.ceil(chosen.size / 1024))} کیلوبایت)`}
      </p>
      {progress !== null && progress !== undefined && (
        <div className="grid gap-1" data-testid="upload-progress">
          <div role="progressbar" aria-label={`بارگذاری ${label}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} className="h-2 overflow-hidden rounded-full bg-brand-100">
            <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <p className="text-xs text-muted" aria-live="polite">
            {toPersianDigits(progress)}٪ بارگذاری شد
          </p>
        </div>
      )}
      <p id={`${id}-error`} role="alert" className="min-h-5 text-sm leading-5 font-medium text-red-700">
        {error ?? ""}
      </p>
    </div>
  );
}
