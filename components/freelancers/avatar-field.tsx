"use client";
// The freelancer's optional profile photo: any photo is cropped square and resized in the browser
// to SPEC §9's 148×148 before the form checks it (image dimensions, imageSize) and sends it; a
// preview shows what will be sent, and the photo can be removed again.
import { useEffect, useId, useRef, useState } from "react";
import { toPersianDigits } from "@/lib/format/digits";
import { resizeImage } from "@/lib/images/resize";
import { limits } from "@/lib/site";

type Props = {
  label: string;
  name: string;
  accept: string;
  typesLabel: string;
  error?: string;
  /** The photo to send (resized when the browser could), or undefined when removed. */
  onFile: (file: File | undefined) => void;
};

export function AvatarField({ label, name, accept, typesLabel, error, onFile }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { width, height } = limits.imageResize;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function choose(picked: File | undefined) {
    if (!picked) return;
    setBusy(true);
    // Not decodable here: the picked file goes to the rules as it is, and they say why it is refused.
    const file = (await resizeImage(picked, limits.imageResize)) ?? picked;
    setBusy(false);
    setPreview(file !== picked ? URL.createObjectURL(file) : undefined);
    onFile(file);
  }

  function remove() {
    setPreview(undefined);
    if (input.current) input.current.value = "";
    onFile(undefined);
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
          ref={input}
          id={id}
          name={name}
          type="file"
          accept={accept}
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
        اختیاری؛ {typesLabel}. عکس مربعی می‌شود و در اندازه {toPersianDigits(width)}×{toPersianDigits(height)} پیکسل فرستاده می‌شود.
      </p>
      <p id={`${id}-error`} role="alert" className="min-h-5 text-sm leading-5 font-medium text-red-700">
        {error ?? ""}
      </p>
    </div>
  );
}
