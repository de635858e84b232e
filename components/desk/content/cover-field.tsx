"use client";
// The event's cover: the picture it has now, and a new one uploaded from a file with the text that
// describes it (the form's cover_alt, required with an uploaded cover: it is what a screen reader
// says instead of the picture). The upload goes to POST /v1/admin/content/images at once; the
// address it answers becomes the form's `cover`, saved with the rest of the form.
import { useRef } from "react";
import { useController, type Control } from "react-hook-form";
import { FieldMessage, TextField } from "@/components/ui/field";
import { Picture } from "@/components/ui/picture";
import { showToast } from "@/lib/toast";
import type { EventContent } from "@/validation/content/event";
import { ALT_LABEL, CONTENT_IMAGE_UPLOAD } from "@/validation/content/image";
import type { EventFormValues } from "./event-form-values";
import { ImageFileField, UploadButton } from "./image-upload-controls";
import { useImageUpload } from "./use-image-upload";

export function CoverField({ control }: { control: Control<EventFormValues, unknown, EventContent> }) {
  const cover = useController({ control, name: "cover" });
  const alt = useController({ control, name: "cover_alt" });
  const fileInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement | null>(null);
  const { upload: send, progress, problems, clear } = useImageUpload("cover");
  const address = typeof cover.field.value === "string" ? cover.field.value : "";
  const altText = typeof alt.field.value === "string" ? alt.field.value : "";
  const fileProblem = problems.file;
  const altProblem = problems.alt;

  async function upload() {
    const image = await send(fileInput.current?.files?.[0], altText);
    if (!image) {
      // The first thing to fix gets the focus.
      if (fileInput.current && (!fileInput.current.files?.length || fileInput.current.files[0]!.size > CONTENT_IMAGE_UPLOAD.maxBytes)) fileInput.current.focus();
      else if (!altText.trim()) altInput.current?.focus();
      return;
    }
    cover.field.onChange(image.url);
    alt.field.onChange(image.alt);
    if (fileInput.current) fileInput.current.value = "";
    showToast("تصویر بارگذاری شد؛ با ذخیره فرم روی رویداد می‌نشیند.");
  }

  return (
    <div className="grid gap-4">
      {address ? (
        <figure className="grid gap-2">
          <Picture src={address} alt={altText.trim() || "تصویر فعلی رویداد"} width={480} height={270} className="aspect-[16/9] w-full max-w-md rounded-xl border border-brand-100" />
          <figcaption className="text-xs text-muted">تصویری که با رویداد ذخیره می‌شود.</figcaption>
        </figure>
      ) : (
        <p className="text-sm text-muted">تصویری انتخاب نشده است؛ بی‌تصویر، رویداد با طرح پیش‌فرض سایت نشان داده می‌شود.</p>
      )}
      <FieldMessage error={cover.fieldState.error?.message} />
      <TextField
        ref={(element) => {
          altInput.current = element;
          alt.field.ref(element);
        }}
        name={alt.field.name}
        label={ALT_LABEL}
        hint="آنچه در تصویر دیده می‌شود، برای کسی که آن را نمی‌بیند. برای تصویر بارگذاری‌شده الزامی است."
        value={altText}
        error={altProblem ?? alt.fieldState.error?.message}
        onChange={(event) => {
          alt.field.onChange(event.target.value);
          clear("alt");
        }}
        onBlur={alt.field.onBlur}
      />
      <ImageFileField inputRef={fileInput} label="فایل تصویر" error={fileProblem} onChange={() => clear("file")} />
      <UploadButton progress={progress} onClick={() => void upload()}>
        بارگذاری تصویر
      </UploadButton>
    </div>
  );
}
