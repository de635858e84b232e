"use client";
// A workspace space in the desk, new or edited: its branch, name and description, floor, how many
// people it holds, its features one a line, its place among its branch's spaces and its picture
// (uploaded, cut to 16:9) with the text that says what the picture shows (required), and its gallery
// (./gallery-field.tsx, as an event's or a business's: uploaded, described, ordered, removed). Checked on
// blur and then on input by the API's own schema (validation/content/workspace.ts), the API's 422
// on the same fields. Saved as every content form is (./content-form.tsx).
import { get, type FieldError } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { SelectField, TextAreaField } from "@/components/ui/field";
import { contentSpacesApi } from "@/lib/api/resources/desk-content";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminSpace } from "@/shared/types/workspaces";
import { spaceCreateSchema, type SpaceContent } from "@/validation/content/workspace";
import { CoverImageSection } from "./cover-image-section";
import {
  ContentFormFrame,
  contentFormKind,
  schemaResolver,
  useContentForm,
  type ContentFormProps,
} from "./content-form-frame";
import { SPACE_DESK } from "./content-kinds";
import { DigitsField, PlainTextField, SortOrderField } from "./content-fields";
import { GallerySection } from "./gallery-field";

/** The form's values as typed: ids, numbers and the features as their boxes' text. */
export type SpaceFormValues = {
  branch_id: string;
  name: string;
  description: string;
  floor: string;
  capacity: string;
  amenities: string;
  image: string;
  image_alt: string;
  /** The gallery in its order: pictures with what each shows. */
  gallery: Array<{ image: string; caption: string }>;
  sort_order: string;
};

/** The form field an API field error belongs to, if the form shows it (a picture's address: the gallery as a whole). */
function formFieldOf(apiField: string): string | undefined {
  if (/^gallery\.\d{1,2}\.caption$/.test(apiField)) return apiField;
  if (/^gallery\.\d{1,2}\.image$/.test(apiField)) return "gallery";
  return Object.keys(EMPTY).includes(apiField) ? apiField : undefined;
}

const resolver = schemaResolver<SpaceFormValues, SpaceContent>(spaceCreateSchema);

const spaceFormValues = (space: AdminSpace): SpaceFormValues => ({
  branch_id: String(space.branch_id),
  name: space.name,
  description: space.description,
  floor: space.floor ?? "",
  capacity: toPersianDigits(space.capacity),
  amenities: space.amenities.join("\n"),
  image: space.image,
  image_alt: space.image_alt ?? "",
  gallery: space.gallery.map((picture) => ({ ...picture })),
  sort_order: toPersianDigits(space.sort_order),
});

const EMPTY: SpaceFormValues = {
  branch_id: "",
  name: "",
  description: "",
  floor: "",
  capacity: "",
  amenities: "",
  image: "",
  image_alt: "",
  gallery: [],
  sort_order: "",
};

const SPACE_FORM = contentFormKind({
  desk: SPACE_DESK,
  api: contentSpacesApi,
  resolver,
  valuesOf: spaceFormValues,
  empty: EMPTY,
  fieldOf: formFieldOf,
  // An edit clears an emptied floor; a new space leaves it out.
  body: (values, current) => (current ? { ...values, floor: values.floor ?? null } : values),
});

type Props = ContentFormProps<AdminSpace> & {
  /** The branches a space can be in, in the site's order. */
  branches: Array<{ id: number; name: string }>;
};

export function SpaceForm({ branches, item, onSaved }: Props) {
  const { register, control, formState, field, frame } = useContentForm(SPACE_FORM, { item, onSaved });

  return (
    <ContentFormFrame frame={frame} label={item ? "ویرایش فضا" : "فضای تازه"}>
      <FormSection title="فضا">
        <SelectField
          label="شعبه"
          required
          options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
          {...field("branch_id")}
        />
        <PlainTextField
          label="نام فضا"
          required
          hint="همان‌طور که زیر شعبه در صفحه فضاهای کار و در فرم رزرو دیده می‌شود."
          {...field("name")}
        />
        <TextAreaField label="توضیح فضا" required rows={3} {...field("description")} />
        <div className="grid gap-4 sm:grid-cols-3">
          <PlainTextField label="طبقه" hint="اختیاری، مثل «طبقه دوم»." {...field("floor")} />
          <DigitsField label="ظرفیت فضا (نفر)" required {...field("capacity")} />
          <SortOrderField hint="کوچک‌تر زودتر؛ خالی یعنی بعد از فضاهای دیگر شعبه." {...field("sort_order")} />
        </div>
        <TextAreaField label="امکانات فضا" rows={4} hint="هر مورد در یک خط." {...field("amenities")} />
      </FormSection>
      <CoverImageSection
        control={control}
        noun="فضا"
        imageName="image"
        lead="۱۶ به ۹؛ کنار نام فضا در صفحه فضاهای کار دیده می‌شود."
        required
      />
      <GallerySection
        control={control}
        register={register}
        shownOn="گالری فضا"
        errorOf={(name) => (get(formState.errors, name) as FieldError | undefined)?.message}
      />
    </ContentFormFrame>
  );
}
