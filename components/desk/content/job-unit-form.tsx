"use client";
// A career unit in the desk, new or edited: its name, slug (made from the name when left empty;
// the jobs list filters by it, /jobs?unit=slug, and a changed one's old links keep filtering),
// description (under "about the unit" on each of its positions' pages) and place in the order
// (digits of any script), checked on blur and then on input by the API's own schema
// (validation/content/job.ts), the API's 422 on the same fields. Saved as every content form is
// (./content-form.tsx).
import { useWatch } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { TextAreaField } from "@/components/ui/field";
import { contentJobUnitsApi, type JobUnitBody } from "@/lib/api/resources/desk-content";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminJobUnit } from "@/shared/types/jobs";
import { jobUnitCreateSchema, type JobUnitContent } from "@/validation/content/job";
import {
  ContentFormFrame,
  contentFormKind,
  schemaResolver,
  useContentForm,
  type ContentFormProps,
} from "./content-form-frame";
import { JOB_UNIT_DESK } from "./content-kinds";
import { PlainTextField, SlugField, SortOrderField } from "./content-fields";

/** The form's values as typed: the order is its box's text. */
export type JobUnitFormValues = { name: string; slug: string; description: string; sort_order: string };

const resolver = schemaResolver<JobUnitFormValues, JobUnitContent>(jobUnitCreateSchema);

const jobUnitFormValues = ({ name, slug, description, sort_order }: AdminJobUnit): JobUnitFormValues => ({
  name,
  slug,
  description,
  sort_order: toPersianDigits(sort_order),
});

const EMPTY: JobUnitFormValues = { name: "", slug: "", description: "", sort_order: "" };

/** What the API is sent for the checked values: an empty slug or order is left out (made on a new unit, kept on an edit). */
const jobUnitBody = ({ slug, sort_order, ...fields }: JobUnitContent): JobUnitBody => ({
  ...fields,
  ...(slug ? { slug } : {}),
  ...(sort_order === undefined || sort_order === null ? {} : { sort_order }),
});

const JOB_UNIT_FORM = contentFormKind({
  desk: JOB_UNIT_DESK,
  api: contentJobUnitsApi,
  resolver,
  valuesOf: jobUnitFormValues,
  empty: EMPTY,
  body: jobUnitBody,
  // Its versions are named by `unit`; the unit's own name is `name`.
  nameOf: (saved) => saved.name,
});

export function JobUnitForm({ item, onSaved }: ContentFormProps<AdminJobUnit>) {
  const { control, field, frame } = useContentForm(JOB_UNIT_FORM, { item, onSaved });
  const name = useWatch({ control, name: "name" });

  return (
    <ContentFormFrame frame={frame} label={item ? "ویرایش واحد" : "واحد تازه"}>
      <FormSection title="واحد">
        <PlainTextField
          label="نام واحد"
          required
          hint="در فهرست فرصت‌ها، صفحه هر موقعیت و فرم درخواست همکاری دیده می‌شود."
          {...field("name")}
        />
        <SlugField noun="فهرست موقعیت‌های واحد" address={item?.url} title={name} {...field("slug")} />
        <TextAreaField
          label="توضیح واحد"
          required
          rows={3}
          hint="در صفحه هر موقعیت این واحد، زیر «درباره واحد» دیده می‌شود."
          {...field("description")}
        />
        <SortOrderField
          className="max-w-40"
          hint="جای واحد در فهرست واحدها: عدد کوچک‌تر بالاتر می‌آید. خالی بگذارید تا پس از آخرین واحد بیاید."
          {...field("sort_order")}
        />
      </FormSection>
    </ContentFormFrame>
  );
}
