"use client";
// A business in the desk, new or edited: its name, slug, tagline, rich-text description (a paragraph
// a line, as its page reads it), category, stage, logo and cover (uploaded, each with its text
// alternative), website, founded year (Jalali, digits of any script), city, gallery, figures, path and team, checked on blur and
// then on input by the API's own schema (validation/content/business.ts), the API's 422 on the same
// fields. Saved as every content form is (./content-form.tsx).
import { zodResolver } from "@hookform/resolvers/zod";
import { get, useForm, useWatch, type FieldError, type Resolver } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { NumberField, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { authApi } from "@/lib/api/browser";
import { contentBusinessesApi, contentBusinessPath, type BusinessBody } from "@/lib/api/resources/desk-content";
import { fieldBinder } from "@/lib/bind-fields";
import { BUSINESS_STAGES } from "@/shared/types/businesses";
import type { AdminBusiness } from "@/shared/types/content";
import { formatJalaliDate } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { businessCreateSchema, type BusinessContent } from "@/validation/content/business";
import { applyFieldErrors, RichTextField, SaveRow, slugHint, StaleAlert, useContentSave } from "./content-form";
import { MemberFields, StatFields, TimelineFields } from "./business-list-fields";
import { GalleryField } from "./gallery-field";
import { UploadedImageField } from "./uploaded-image-field";

/** The form's fields, each as its input holds it (text; the year too). */
export type BusinessFormValues = {
  name: string;
  slug: string;
  tagline: string;
  description: string;
  category: string;
  stage: string;
  logo: string;
  logo_alt: string;
  cover: string;
  cover_alt: string;
  website: string;
  founded_year: string;
  city: string;
  /** The gallery in its order: uploaded pictures with what each shows. */
  gallery: Array<{ image: string; caption: string }>;
  /** The figures, the path and the team (./business-list-fields.tsx), their numbers and days as typed. */
  stats: Array<{ label: string; value: string; unit: string }>;
  timelines: Array<{
    title: string;
    year: string;
    items: Array<{ title: string; description: string; happened_at: string }>;
  }>;
  members: Array<{ name: string; role: string; avatar: string }>;
};

const EMPTY_BUSINESS_FORM: BusinessFormValues = {
  name: "",
  slug: "",
  tagline: "",
  description: "",
  category: "",
  stage: "",
  logo: "",
  logo_alt: "",
  cover: "",
  cover_alt: "",
  website: "",
  founded_year: "",
  city: "کرمان",
  gallery: [],
  stats: [],
  timelines: [],
  members: [],
};
const BUSINESS_FORM_FIELDS: ReadonlyArray<string> = Object.keys(EMPTY_BUSINESS_FORM);

/** The form field an API field error belongs to, if the form shows it (a picture's address: the gallery as a whole). */
function formFieldOf(apiField: string): string | undefined {
  if (/^gallery\.\d{1,2}\.caption$/.test(apiField)) return apiField;
  // A row's own field (stats.0.value, timelines.1.items.0.happened_at, members.2.avatar) or a list as a whole.
  if (
    /^(stats\.\d{1,2}\.(label|value|unit)|timelines\.\d{1,2}\.(title|year|items(\.\d{1,2}\.(title|description|happened_at))?)|members\.\d{1,2}\.(name|role|avatar))$/.test(
      apiField,
    )
  )
    return apiField;
  if (/^gallery\.\d{1,2}\.image$/.test(apiField)) return "gallery";
  return BUSINESS_FORM_FIELDS.includes(apiField) ? apiField : undefined;
}

const resolver = zodResolver(businessCreateSchema) as unknown as Resolver<BusinessFormValues, unknown, BusinessContent>;

const STAGE_OPTIONS = BUSINESS_STAGES.map((stage) => ({ value: stage.value, label: stage.label }));

export const businessFormValues = (business: AdminBusiness): BusinessFormValues => ({
  name: business.name,
  slug: business.slug,
  tagline: business.tagline,
  description: business.description,
  category: business.category,
  stage: business.stage,
  logo: business.logo,
  logo_alt: business.logo_alt ?? "",
  cover: business.cover,
  cover_alt: business.cover_alt ?? "",
  website: business.website ?? "",
  founded_year: business.founded_year === null ? "" : toPersianDigits(business.founded_year),
  city: business.city,
  gallery: business.gallery.map((picture) => ({ ...picture })),
  stats: business.stats.map((stat) => ({
    label: stat.label,
    value: toPersianDigits(stat.value),
    unit: stat.unit ?? "",
  })),
  timelines: business.timelines.map((chapter) => ({
    title: chapter.title,
    year: toPersianDigits(chapter.year),
    items: chapter.items.map((item) => ({
      title: item.title,
      description: item.description,
      happened_at: formatJalaliDate(item.happened_at, "short"),
    })),
  })),
  members: business.members.map((member) => ({ ...member })),
});

/** What the API is sent for the checked values: an empty slug or picture is left out (made on a new business, kept on an edit); an emptied website, year or text alternative is cleared. */
export function businessBody({
  slug,
  logo,
  cover,
  website,
  founded_year,
  logo_alt,
  cover_alt,
  gallery,
  stats,
  timelines,
  members,
  ...fields
}: BusinessContent): BusinessBody {
  return {
    ...fields,
    ...(slug ? { slug } : {}),
    ...(logo ? { logo } : {}),
    ...(cover ? { cover } : {}),
    website: website ?? null,
    founded_year: founded_year ?? null,
    logo_alt: logo_alt ?? null,
    cover_alt: cover_alt ?? null,
    gallery: gallery ?? [],
    stats: (stats ?? []).map((stat) => ({ ...stat, unit: stat.unit ?? null })),
    timelines: (timelines ?? []).map((chapter) => ({
      ...chapter,
      items: chapter.items.map((item) => ({ ...item, happened_at: item.happened_at.toISOString() })),
    })),
    // A member without an uploaded photo gets the drawn face.
    members: (members ?? []).map(({ avatar, ...member }) => ({ ...member, ...(avatar ? { avatar } : {}) })),
  };
}

type Props = {
  /** The business being edited; none: a new one. */
  business?: AdminBusiness;
  /** After an edit is saved, with the API's answer. */
  onSaved?: (business: AdminBusiness) => void;
};

export function BusinessForm({ business, onSaved }: Props) {
  const { register, control, handleSubmit, setError, reset, formState } = useForm<
    BusinessFormValues,
    unknown,
    BusinessContent
  >({
    resolver,
    mode: "onTouched",
    defaultValues: business ? businessFormValues(business) : EMPTY_BUSINESS_FORM,
  });
  const field = fieldBinder(register, formState.errors);
  const errorOf = (fieldName: string) => (get(formState.errors, fieldName) as FieldError | undefined)?.message;
  const name = useWatch({ control, name: "name" });
  const { save, stale, created } = useContentSave<AdminBusiness, BusinessContent>({
    item: business,
    create: (values) => contentBusinessesApi.create(authApi(), businessBody(values)),
    update: (current, values) =>
      contentBusinessesApi.update(authApi(), current.id, { ...businessBody(values), version: current.version }),
    itemPath: contentBusinessPath,
    savedMessage: "تغییرهای کسب‌وکار ذخیره شد.",
    nameOf: (saved) => saved.name,
    reset: (saved) => reset(businessFormValues(saved)),
    onSaved,
    onFieldErrors: (error) => applyFieldErrors(error, setError, formFieldOf),
  });

  return (
    <form
      onSubmit={handleSubmit(save)}
      noValidate
      aria-label={business ? "ویرایش کسب‌وکار" : "کسب‌وکار تازه"}
      className="grid min-w-0 gap-6"
    >
      {stale && <StaleAlert message={stale} />}
      <FormSection title="معرفی کسب‌وکار">
        <TextField label="نام کسب‌وکار" required {...field("name")} />
        <TextField
          label="نامک"
          hint={slugHint({ noun: "کسب‌وکار", address: business && `/businesses/${business.slug}`, title: name ?? "" })}
          autoComplete="off"
          {...field("slug")}
        />
        <TextAreaField
          label="معرفی کوتاه"
          required
          rows={2}
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

      <FormSection title="تصویر کسب‌وکار" lead="۱۶ به ۹؛ بالای صفحه کسب‌وکار و در کارت آن دیده می‌شود.">
        <UploadedImageField
          control={control}
          imageName="cover"
          altName="cover_alt"
          purpose="cover"
          currentLabel="تصویر فعلی کسب‌وکار"
          emptyText="تصویری انتخاب نشده است؛ بی‌تصویر، کسب‌وکار با طرح پیش‌فرض سایت نشان داده می‌شود."
          uploadedText="تصویر بارگذاری شد؛ با ذخیره فرم روی کسب‌وکار می‌نشیند."
        />
      </FormSection>

      <FormSection
        title="گالری تصاویر"
        lead="اختیاری؛ ترتیب را با کشیدن تصویر یا با دکمه‌های بالاتر و پایین‌تر عوض کنید."
      >
        <GalleryField control={control} register={register} shownOn="صفحه کسب‌وکار" errorOf={errorOf} />
      </FormSection>

      <FormSection title="در یک نگاه" lead="اختیاری؛ عددهایی که زیر «درباره» در کارت‌های کوچک دیده می‌شوند.">
        <StatFields control={control} field={field} errorOf={errorOf} />
      </FormSection>

      <FormSection title="مسیر رشد" lead="اختیاری؛ فصل‌های راه کسب‌وکار، هر کدام با سال و رویدادهایش.">
        <TimelineFields control={control} field={field} errorOf={errorOf} />
      </FormSection>

      <FormSection title="تیم" lead="اختیاری؛ اعضا به همین ترتیب در صفحه کسب‌وکار دیده می‌شوند.">
        <MemberFields control={control} field={field} errorOf={errorOf} />
      </FormSection>

      <SaveRow isNew={!business} busy={formState.isSubmitting || created} dirty={formState.isDirty} />
    </form>
  );
}
