"use client";
// What the two people's profiles in the desk (./freelancer-form.tsx, ./mentor-form.tsx) ask the same
// way: the square photo, the years of experience and a toman amount (its hint: ./content-fields.tsx
// tomanHint).
import type { ComponentProps } from "react";
import type { Control, FieldValues, Path } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { SelectField } from "@/components/ui/field";
import { DigitsField } from "./content-fields";
import { UploadedImageField } from "./uploaded-image-field";

/** The photo section; `noun` names the person ("فریلنسر", "منتور") in its texts. */
export function ProfilePhotoSection<Values extends FieldValues & { avatar: string; avatar_alt: string }>({
  control,
  noun,
}: {
  // The form's output type does not matter: only the photo's two fields are read and set.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<Values, unknown, any>;
  noun: string;
}) {
  return (
    <FormSection title={`تصویر ${noun}`} lead={`مربع؛ در کارت و صفحه ${noun} کنار نام دیده می‌شود.`}>
      <UploadedImageField
        control={control}
        imageName={"avatar" as Path<Values>}
        altName={"avatar_alt" as Path<Values>}
        purpose="logo"
        currentLabel={`تصویر فعلی ${noun}`}
        emptyText={`تصویری انتخاب نشده است؛ بی‌تصویر، ${noun} با حروف اول نامش نشان داده می‌شود.`}
        uploadedText={`تصویر بارگذاری شد؛ با ذخیره فرم روی نمایه ${noun} می‌نشیند.`}
      />
    </FormSection>
  );
}

type Bound = Omit<ComponentProps<typeof DigitsField>, "label">;

/** Whole years, typed in any digits. */
export function YearsOfExperienceField(props: Bound) {
  return <DigitsField label="سال‌های سابقه" required {...props} />;
}

/** An amount in toman (digits of any script, thousands separators); its hint says how it will read. */
export function TomanField({ label, ...props }: Bound & { label: string }) {
  return <DigitsField label={label} required {...props} />;
}

/** The person's field of work, picked from the kind's categories by name; `label` says what the kind calls it. */
export function ProfileCategoryField({
  categories,
  ...props
}: Omit<ComponentProps<typeof SelectField>, "options" | "required"> & { categories: { id: number; name: string }[] }) {
  return (
    <SelectField
      required
      options={categories.map((category) => ({ value: category.id, label: category.name }))}
      {...props}
    />
  );
}
