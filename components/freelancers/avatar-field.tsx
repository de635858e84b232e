"use client";
// The freelancer's optional profile photo, bound to its form field as the shared FileField is: any
// photo is cropped square and resized in the browser to SPEC §9's 148×148 before the form checks it
// (image dimensions, imageSize) and sends it; a preview shows what will be sent, and the photo can
// be removed again. When the form is reset the input and the preview are emptied too.
import { useEffect, useState } from "react";
import type { FieldValues } from "react-hook-form";
import type { ControlledField } from "@/lib/bind-fields";
import { fileInputClass, useFileInput } from "@/components/requests/file-field";
import { FieldMessage } from "@/components/ui/field";
import { toPersianDigits } from "@/shared/format/digits";
import { resizeImage } from "@/lib/images/resize";
import { limits } from "@/shared/site";
import type { AVATAR_UPLOAD } from "@/validation/requests/uploads";

type Props<T extends FieldValues, Checked> = ControlledField<T, Checked> & {
  upload: typeof AVATAR_UPLOAD;
};

export function AvatarField<T extends FieldValues, Checked = T>({ control, name, upload }: Props<T, Checked>) {
  const { id, field, chosen, error, inputProps, clear } = useFileInput({ control, name }, upload.accept);
  const [resized, setResized] = useState<{ file: File; url: string }>();
  const [busy, setBusy] = useState(false);
  // Only while the resized photo is still the field's value (not after a removal or a reset).
  const preview = resized && resized.file === chosen ? resized.url : undefined;
  const { width, height, label } = upload;

  useEffect(() => () => void (resized && URL.revokeObjectURL(resized.url)), [resized]);

  async function choose(picked: File | undefined) {
    if (!picked) return;
    setBusy(true);
    // Not decodable here: the picked file goes to the rules as it is, and they say why it is refused.
    const file = (await resizeImage(picked, { ...limits.imageResize, width, height })) ?? picked;
    setBusy(false);
    setResized(file !== picked ? { file, url: URL.createObjectURL(file) } : undefined);
    field.onChange(file);
    field.onBlur();
  }

  function remove() {
    setResized(undefined);
    clear();
    field.onChange(undefined);
    field.onBlur();
  }

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-ink">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        {preview && (
          // eslint-disable-next-line @next/next/no-img-element -- a local blob: preview, nothing to optimise
          <img
            src={preview}
            alt={`پیش‌نمایش ${label}`}
            width={width / 2}
            height={height / 2}
            className="size-18 rounded-full border border-brand-100 object-cover"
          />
        )}
        <input
          {...inputProps}
          aria-busy={busy || undefined}
          onChange={(event) => void choose(event.target.files?.[0])}
          className={`block min-w-0 flex-1 ${fileInputClass}`}
        />
        {preview && (
          <button
            type="button"
            onClick={remove}
            className="rounded-lg px-3 py-2 text-sm font-bold text-brand-800 underline-offset-4 hover:underline"
          >
            حذف تصویر
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs leading-5 text-muted">
        اختیاری؛ {upload.typesLabel}. عکس مربعی می‌شود و در اندازه {toPersianDigits(width)}×{toPersianDigits(height)}{" "}
        پیکسل فرستاده می‌شود.
      </p>
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}
