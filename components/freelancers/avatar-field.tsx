"use client";
// The freelancer's optional profile photo, bound to its form field as the shared FileField is: any
// photo is cropped square and resized in the browser to SPEC §9's 148×148 before the form checks it
// (image dimensions, imageSize) and sends it; a preview shows what will be sent, and the photo can
// be removed again. When the form is reset the input and the preview are emptied too.
import { useEffect, useId, useRef, useState } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { toPersianDigits } from "@/shared/format/digits";
import { resizeImage } from "@/lib/images/resize";
import { limits } from "@/shared/site";
import type { AVATAR_UPLOAD } from "@/validation/requests/uploads";

type Props<T extends FieldValues, Checked> = {
  /** The form's control; `Checked` is what its resolver makes of the values (useRequestForm's Output). */
  control: Control<T, unknown, Checked>;
  name: Path<T>;
  upload: typeof AVATAR_UPLOAD;
};

export function AvatarField<T extends FieldValues, Checked = T>({ control, name, upload }: Props<T, Checked>) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  const chosen = value instanceof File ? value : undefined;
  const error = fieldState.error?.message;
  const [resized, setResized] = useState<{ file: File; url: string }>();
  const [busy, setBusy] = useState(false);
  // Only while the resized photo is still the field's value (not after a removal or a reset).
  const preview = resized && resized.file === chosen ? resized.url : undefined;
  const { width, height, label } = upload;

  useEffect(() => () => void (resized && URL.revokeObjectURL(resized.url)), [resized]);

  // A reset (another request after the receipt) empties the input as well as the value.
  useEffect(() => {
    if (!chosen && input.current?.value) input.current.value = "";
  }, [chosen]);

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
    if (input.current) input.current.value = "";
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
          <img src={preview} alt={`پیش‌نمایش ${label}`} width={width / 2} height={height / 2} className="size-18 rounded-full border border-brand-100 object-cover" />
        )}
        <input
          ref={(element) => {
            input.current = element;
            field.ref(element);
          }}
          id={id}
          name={field.name}
          type="file"
          accept={upload.accept}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          aria-busy={busy || undefined}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="block min-w-0 flex-1 rounded-xl border border-dashed border-brand-300 bg-surface p-3 text-sm file:me-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-bold file:text-white aria-[invalid=true]:border-red-600"
        />
        {preview && (
          <button type="button" onClick={remove} className="rounded-lg px-3 py-2 text-sm font-bold text-brand-800 underline-offset-4 hover:underline">
            حذف تصویر
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs leading-5 text-muted">
        اختیاری؛ {upload.typesLabel}. عکس مربعی می‌شود و در اندازه {toPersianDigits(width)}×{toPersianDigits(height)} پیکسل فرستاده می‌شود.
      </p>
      <p id={`${id}-error`} role="alert" className="min-h-5 text-sm leading-5 font-medium text-red-700">
        {error ?? ""}
      </p>
    </div>
  );
}
