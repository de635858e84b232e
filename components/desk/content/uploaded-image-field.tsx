"use client";
// One picture of a content item (an event's cover, a business's logo or cover): the picture it has
// now, and a new one uploaded from a file with the text that describes it (required with an uploaded
// picture: it is what a screen reader says instead of it). The upload goes to POST
// /v1/admin/content/images at once, cut to its purpose's sizes; the address it answers becomes the
// form's image field, saved with the rest of the form.
import { useRef } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { FieldMessage, TextField } from "@/components/ui/field";
import { Picture } from "@/components/ui/picture";
import { showToast } from "@/lib/toast";
import type { ImagePurpose } from "@/shared/content-images";
import { ALT_LABEL, CONTENT_IMAGE_UPLOAD } from "@/validation/content/image";
import { ImageFileField, UploadButton } from "./image-upload-controls";
import { useImageUpload } from "./use-image-upload";

/** How a purpose's picture is shown in the form, and what its file box says it is cut to. */
const SHAPES = {
  cover: { width: 480, height: 270, className: "aspect-[16/9] w-full max-w-md", cut: "به نسبت ۱۶ به ۹ بریده می‌شود." },
  logo: { width: 148, height: 148, className: "size-28", cut: "به شکل مربع (۱۴۸ در ۱۴۸) بریده می‌شود." },
} as const satisfies Record<ImagePurpose, unknown>;

type Props<Values extends FieldValues> = {
  // The form's own output type does not matter here: only two of its fields are read and set.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<Values, unknown, any>;
  /** The form's fields: the picture's address and its text alternative. */
  imageName: FieldPath<Values>;
  altName: FieldPath<Values>;
  purpose: ImagePurpose;
  /** "تصویر فعلی رویداد": the picture's alt in the form while its own text is empty. */
  currentLabel: string;
  /** What the site shows when there is no picture. */
  emptyText: string;
  /** The toast after an upload. */
  uploadedText: string;
};

export function UploadedImageField<Values extends FieldValues>({
  control,
  imageName,
  altName,
  purpose,
  currentLabel,
  emptyText,
  uploadedText,
}: Props<Values>) {
  const image = useController({ control, name: imageName });
  const alt = useController({ control, name: altName });
  const fileInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement | null>(null);
  const { upload: send, progress, problems, clear } = useImageUpload(purpose);
  const address = typeof image.field.value === "string" ? image.field.value : "";
  const altText = typeof alt.field.value === "string" ? alt.field.value : "";
  const shape = SHAPES[purpose];

  async function upload() {
    const uploaded = await send(fileInput.current?.files?.[0], altText);
    if (!uploaded) {
      // The first thing to fix gets the focus.
      if (
        fileInput.current &&
        (!fileInput.current.files?.length || fileInput.current.files[0]!.size > CONTENT_IMAGE_UPLOAD.maxBytes)
      )
        fileInput.current.focus();
      else if (!altText.trim()) altInput.current?.focus();
      return;
    }
    image.field.onChange(uploaded.url);
    alt.field.onChange(uploaded.alt);
    if (fileInput.current) fileInput.current.value = "";
    showToast(uploadedText);
  }

  return (
    <div className="grid gap-4">
      {address ? (
        <figure className="grid gap-2">
          <Picture
            src={address}
            alt={altText.trim() || currentLabel}
            width={shape.width}
            height={shape.height}
            className={`${shape.className} rounded-xl border border-brand-100`}
          />
          <figcaption className="text-xs text-muted">تصویری که با فرم ذخیره می‌شود.</figcaption>
        </figure>
      ) : (
        <p className="text-sm text-muted">{emptyText}</p>
      )}
      <FieldMessage error={image.fieldState.error?.message} />
      <TextField
        ref={(element) => {
          altInput.current = element;
          alt.field.ref(element);
        }}
        name={alt.field.name}
        label={ALT_LABEL}
        hint="آنچه در تصویر دیده می‌شود، برای کسی که آن را نمی‌بیند. برای تصویر بارگذاری‌شده الزامی است."
        value={altText}
        error={problems.alt ?? alt.fieldState.error?.message}
        onChange={(event) => {
          alt.field.onChange(event.target.value);
          clear("alt");
        }}
        onBlur={alt.field.onBlur}
      />
      <ImageFileField
        inputRef={fileInput}
        label="فایل تصویر"
        cutHint={shape.cut}
        error={problems.file}
        onChange={() => clear("file")}
      />
      <UploadButton progress={progress} onClick={() => void upload()}>
        بارگذاری تصویر
      </UploadButton>
    </div>
  );
}
