"use client";
// A career unit in the desk, new or edited: its name, slug (made from the name when left empty;
// the jobs list filters by it, /jobs?unit=slug, and a changed one's old links keep filtering),
// description (under "about the unit" on each of its positions' pages) and place in the order
// (digits of any script), checked on blur and then on input by the API's own schema
// (validation/content/job.ts), the API's 422 on the same fields. Saved as every content form is
// (./content-form.tsx).
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { TextAreaField, TextField } from "@/components/ui/field";
import { authApi } from "@/lib/api/browser";
import { contentJobUnitPath, contentJobUnitsApi, type JobUnitBody } from "@/lib/api/resources/desk-content";
import { fieldBinder } from "@/lib/bind-fields";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminJobUnit } from "@/shared/types/jobs";
import { jobUnitCreateSchema, type JobUnitContent } from "@/validation/content/job";
import { applyFieldErrors, SaveRow, slugHint, StaleAlert, useContentSave } from "./content-form";

/** The form's values as typed: the order is its box's text. */
export type JobUnitFormValues = { name: string; slug: string; description: string; sort_order: string };

const JOB_UNIT_FORM_FIELDS: ReadonlyArray<string> = [
  "name",
  "slug",
  "description",
  "sort_order",
] satisfies ReadonlyArray<keyof JobUnitFormValues>;

const resolver = zodResolver(jobUnitCreateSchema) as unknown as Resolver<JobUnitFormValues, unknown, JobUnitContent>;

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

type Props = {
  /** The unit being edited; none: a new one. */
  item?: AdminJobUnit;
  /** After an edit is saved, with the API's answer. */
  onSaved?: (item: AdminJobUnit) => void;
};

export function JobUnitForm({ item, onSaved }: Props) {
  const { register, control, handleSubmit, setError, reset, formState } = useForm<
    JobUnitFormValues,
    unknown,
    JobUnitContent
  >({
    resolver,
    mode: "onTouched",
    defaultValues: item ? jobUnitFormValues(item) : EMPTY,
  });
  const field = fieldBinder(register, formState.errors);
  const name = useWatch({ control, name: "name" });
  const { save, stale, created } = useContentSave<AdminJobUnit, JobUnitContent>({
    item,
    create: (values) => contentJobUnitsApi.create(authApi(), jobUnitBody(values)),
    update: (current, values) =>
      contentJobUnitsApi.update(authApi(), current.id, { ...jobUnitBody(values), version: current.version }),
    itemPath: contentJobUnitPath,
    savedMessage: "تغییرهای واحد ذخیره شد.",
    nameOf: (saved) => saved.name,
    reset: (saved) => reset(jobUnitFormValues(saved)),
    onSaved,
    onFieldErrors: (error) =>
      applyFieldErrors(error, setError, (apiField) => (JOB_UNIT_FORM_FIELDS.includes(apiField) ? apiField : undefined)),
  });

  return (
    <form
      onSubmit={handleSubmit(save)}
      noValidate
      aria-label={item ? "ویرایش واحد" : "واحد تازه"}
      className="grid min-w-0 gap-6"
    >
      {stale && <StaleAlert message={stale} />}
      <FormSection title="واحد">
        <TextField
          label="نام واحد"
          required
          autoComplete="off"
          hint="در فهرست فرصت‌ها، صفحه هر موقعیت و فرم درخواست همکاری دیده می‌شود."
          {...field("name")}
        />
        <TextField
          label="نامک"
          hint={slugHint({ noun: "فهرست موقعیت‌های واحد", address: item?.url, title: name ?? "" })}
          autoComplete="off"
          {...field("slug")}
        />
        <TextAreaField
          label="توضیح واحد"
          required
          rows={3}
          hint="در صفحه هر موقعیت این واحد، زیر «درباره واحد» دیده می‌شود."
          {...field("description")}
        />
        <TextField
          label="ترتیب نمایش"
          inputMode="numeric"
          dir="ltr"
          className="max-w-40"
          hint="جای واحد در فهرست واحدها: عدد کوچک‌تر بالاتر می‌آید. خالی بگذارید تا پس از آخرین واحد بیاید."
          autoComplete="off"
          {...field("sort_order")}
        />
      </FormSection>
      <SaveRow isNew={!item} busy={formState.isSubmitting || created} dirty={formState.isDirty} />
    </form>
  );
}
