"use client";
// A content item's cover picture (16:9, ./uploaded-image-field.tsx) in its own section: an event's,
// a project's, a present's, a business's, a branch's or a space's. Every text names the item by its
// noun; `lead` says where the picture is seen.
import type { Control, FieldValues, Path } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { UploadedImageField } from "./uploaded-image-field";

type Props<Values extends FieldValues> = {
  // The form's output type does not matter: only the picture's two fields are read and set.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<Values, unknown, any>;
  /** "رویداد", "پروژه": the item in the section's texts. */
  noun: string;
  /** The picture's field; its text alternative is `${imageName}_alt`. */
  imageName: "cover" | "image";
  lead?: string;
  /** Every item of the kind has one (a branch, a space); otherwise the site draws one. */
  required?: boolean;
};

export function CoverImageSection<Values extends FieldValues>({
  control,
  noun,
  imageName,
  lead,
  required = false,
}: Props<Values>) {
  return (
    <FormSection title={`تصویر ${noun}`} lead={lead}>
      <UploadedImageField
        control={control}
        imageName={imageName as Path<Values>}
        altName={`${imageName}_alt` as Path<Values>}
        purpose="cover"
        currentLabel={`تصویر فعلی ${noun}`}
        emptyText={
          required
            ? `تصویری انتخاب نشده است؛ هر ${noun} یک تصویر می‌خواهد.`
            : `تصویری انتخاب نشده است؛ بی‌تصویر، ${noun} با طرح پیش‌فرض سایت نشان داده می‌شود.`
        }
        uploadedText={`تصویر بارگذاری شد؛ با ذخیره فرم روی ${noun} می‌نشیند.`}
      />
    </FormSection>
  );
}
