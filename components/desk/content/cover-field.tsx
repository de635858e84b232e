"use client";
// The event's cover (./uploaded-image-field.tsx): the form's `cover` and its `cover_alt`, required
// with an uploaded cover.
import type { Control } from "react-hook-form";
import type { EventContent } from "@/validation/content/event";
import type { EventFormValues } from "./event-form-values";
import { UploadedImageField } from "./uploaded-image-field";

export function CoverField({ control }: { control: Control<EventFormValues, unknown, EventContent> }) {
  return (
    <UploadedImageField
      control={control}
      imageName="cover"
      altName="cover_alt"
      purpose="cover"
      currentLabel="تصویر فعلی رویداد"
      emptyText="تصویری انتخاب نشده است؛ بی‌تصویر، رویداد با طرح پیش‌فرض سایت نشان داده می‌شود."
      uploadedText="تصویر بارگذاری شد؛ با ذخیره فرم روی رویداد می‌نشیند."
    />
  );
}
