"use client";
// The two controls every content-desk upload shows: the file box (its kinds and size limit said
// under it, its message tied to it) and the button that sends it, counting the percent sent.
import { useId, type ReactNode, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { FieldMessage } from "@/components/ui/field";
import { toPersianDigits } from "@/shared/format/digits";
import { CONTENT_IMAGE_UPLOAD } from "@/validation/content/image";

/** `cutHint`: the shape the server cuts the picture to (a cover's 16:9 unless said). */
type FileFieldProps = {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  cutHint?: string;
  error?: string;
  onChange: () => void;
};

export function ImageFileField({
  inputRef,
  label,
  cutHint = "به نسبت ۱۶ به ۹ بریده می‌شود.",
  error,
  onChange,
}: FileFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-bold">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={CONTENT_IMAGE_UPLOAD.accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={onChange}
        className="w-full rounded-xl border border-brand-200 bg-white px-3 py-2 text-sm file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-bold file:text-brand-800"
      />
      <p id={`${id}-hint`} className="text-xs leading-5 text-muted">
        {CONTENT_IMAGE_UPLOAD.typesLabel}، حداکثر {toPersianDigits(CONTENT_IMAGE_UPLOAD.maxBytes / 1024 / 1024)}{" "}
        مگابایت؛ {cutHint}
      </p>
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}

/** `progress`: the percent sent while uploading, undefined otherwise. */
export function UploadButton({
  progress,
  onClick,
  children,
}: {
  progress: number | undefined;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="secondary"
      className="justify-self-start"
      busy={progress !== undefined}
      busyLabel={`در حال بارگذاری… ${toPersianDigits(progress ?? 0)}٪`}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
