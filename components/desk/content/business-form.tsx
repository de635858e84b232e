"use client";
// A business in the desk, new or edited: its name, slug, tagline, rich-text description (a paragraph
// a line, as its page reads it), category, stage, logo and cover (uploaded, each with its text
// alternative), website, founded year (Jalali, digits of any script), city, gallery, figures, path and team, checked on blur and
// then on input by the API's own schema (validation/content/business.ts), the API's 422 on the same
// fields. Saved as every content form is (./content-form.tsx).
import { get, useWatch, type FieldError } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { NumberField, SelectField, TextField } from "@/components/ui/field";
import { contentBusinessesApi } from "@/lib/api/resources/desk-content";
import { BUSINESS_STAGES } from "@/shared/types/businesses";
import type { AdminBusiness } from "@/shared/types/businesses";
import { businessCreateSchema, type BusinessContent } from "@/validation/content/business";
import { RichTextField } from "./content-form";
import { CoverImageSection } from "./cover-image-section";
import { ContentFormFrame, contentFormKind, schemaResolver, useContentForm } from "./content-form-frame";
import { BUSINESS_DESK } from "./content-kinds";
import { BriefTextField, SlugField } from "./content-fields";
import {
  businessBody,
  businessFormValues,
  EMPTY_BUSINESS_FORM,
  formFieldOf,
  type BusinessFormValues,
} from "./business-form-values";
import { MemberFields, StatFields, TimelineFields } from "./business-list-fields";
import { GallerySection } from "./gallery-field";
import { UploadedImageField } from "./uploaded-image-field";

const resolver = schemaResolver<BusinessFormValues, BusinessContent>(businessCreateSchema);

const STAGE_OPTIONS = BUSINESS_STAGES.map((stage) => ({ value: stage.value, label: stage.label }));

const BUSINESS_FORM = contentFormKind({
  desk: BUSINESS_DESK,
  api: contentBusinessesApi,
  resolver,
  valuesOf: businessFormValues,
  empty: EMPTY_BUSINESS_FORM,
  fieldOf: formFieldOf,
  body: businessBody,
});

type Props = {
  /** The business being edited; none: a new one. */
  business?: AdminBusiness;
  /** After an edit is saved, with the API's answer. */
  onSaved?: (business: AdminBusiness) => void;
};

export function BusinessForm({ business, onSaved }: Props) {
  const { register, control, formState, field, frame } = useContentForm(BUSINESS_FORM, { item: business, onSaved });
  const errorOf = (fieldName: string) => (get(formState.errors, fieldName) as FieldError | undefined)?.message;
  const name = useWatch({ control, name: "name" });

  return (
    <ContentFormFrame frame={frame} label={business ? "ویرایش کسب‌وکار" : "کسب‌وکار تازه"}>
      <FormSection title="معرفی کسب‌وکار">
        <TextField label="نام کسب‌وکار" required {...field("name")} />
        <SlugField
          noun="کسب‌وکار"
          address={business && `/businesses/${business.slug}`}
          title={name}
          {...field("slug")}
        />
        <BriefTextField
          label="معرفی کوتاه"
          hint="یک جمله زیر نام، در فهرست کسب‌وکارها و نتیجه جستجو."
          {...field("tagline")}
        />
        <RichTextField
          control={control}
          name="description"
          label="درباره کسب‌وکار"
          hint="سرفصل، فهرست، متن پررنگ و پیوند؛ هر بند در یک خط."
        />
      </FormSection>

      <FormSection title="مشخصات">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="حوزه فعالیت" required hint="مثل کشاورزی، گردشگری یا سلامت." {...field("category")} />
          <SelectField label="مرحله رشد" required options={STAGE_OPTIONS} {...field("stage")} />
          <NumberField label="سال شروع" hint="سال شمسی، مثل ۱۴۰۱؛ اختیاری." {...field("founded_year")} />
          <TextField label="شهر" required {...field("city")} />
        </div>
        <TextField
          label="وب‌سایت"
          dir="ltr"
          className="text-start"
          inputMode="url"
          placeholder="https://"
          hint="اختیاری."
          {...field("website")}
        />
      </FormSection>

      <FormSection title="نشان کسب‌وکار" lead="مربع؛ در فهرست‌ها و صفحه کسب‌وکار کنار نام دیده می‌شود.">
        <UploadedImageField
          control={control}
          imageName="logo"
          altName="logo_alt"
          purpose="logo"
          currentLabel="نشان فعلی کسب‌وکار"
          emptyText="نشانی انتخاب نشده است؛ بی‌نشان، کسب‌وکار با نشان پیش‌فرض سایت نشان داده می‌شود."
          uploadedText="نشان بارگذاری شد؛ با ذخیره فرم روی کسب‌وکار می‌نشیند."
        />
      </FormSection>

      <CoverImageSection
        control={control}
        noun="کسب‌وکار"
        imageName="cover"
        lead="۱۶ به ۹؛ بالای صفحه کسب‌وکار و در کارت آن دیده می‌شود."
      />

      <GallerySection control={control} register={register} shownOn="صفحه کسب‌وکار" errorOf={errorOf} />

      <FormSection title="در یک نگاه" lead="اختیاری؛ عددهایی که زیر «درباره» در کارت‌های کوچک دیده می‌شوند.">
        <StatFields control={control} field={field} errorOf={errorOf} />
      </FormSection>

      <FormSection title="مسیر رشد" lead="اختیاری؛ فصل‌های راه کسب‌وکار، هر کدام با سال و رویدادهایش.">
        <TimelineFields control={control} field={field} errorOf={errorOf} />
      </FormSection>

      <FormSection title="تیم" lead="اختیاری؛ اعضا به همین ترتیب در صفحه کسب‌وکار دیده می‌شوند.">
        <MemberFields control={control} field={field} errorOf={errorOf} />
      </FormSection>
    </ContentFormFrame>
  );
}
