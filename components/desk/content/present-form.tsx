"use client";
// A present in the desk, new or edited: its title, slug (made from the title when left empty; a
// changed one redirects from the old), summary and rich-text description (as its page on /presents
// shows it), kind, image (uploaded, with its text alternative), the price and the price before the
// discount in toman (digits of any script, thousands separators), what it includes and its
// conditions one a line, and its last day (a Jalali date; empty: no end). Checked on blur and then
// on input by the API's own schema (validation/content/present.ts), the API's 422 on the same
// fields. Saved as every content form is (./content-form.tsx).
import { useWatch } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { SelectField, TextAreaField } from "@/components/ui/field";
import { contentPresentsApi, type PresentBody } from "@/lib/api/resources/desk-content";
import { formatJalaliDate } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { groupDigits } from "@/shared/format/number";
import type { AdminPresent } from "@/shared/types/presents";
import { PRESENT_KINDS } from "@/shared/types/presents";
import { presentCreateSchema, type PresentContent } from "@/validation/content/present";
import { RichTextField } from "./content-form";
import { CoverImageSection } from "./cover-image-section";
import {
  ContentFormFrame,
  contentFormKind,
  schemaResolver,
  useContentForm,
  type ContentFormProps,
} from "./content-form-frame";
import { PRESENT_DESK } from "./content-kinds";
import { BriefTextField, DigitsField, PlainTextField, SlugField, tomanHint } from "./content-fields";

/** The form's values as typed: amounts, lists and the last day as their boxes' text. */
export type PresentFormValues = {
  title: string;
  slug: string;
  summary: string;
  description: string;
  kind: string;
  image: string;
  image_alt: string;
  price_toman: string;
  original_price_toman: string;
  includes: string;
  conditions: string;
  valid_until: string;
};

const EMPTY: PresentFormValues = {
  title: "",
  slug: "",
  summary: "",
  description: "",
  kind: "",
  image: "",
  image_alt: "",
  price_toman: "",
  original_price_toman: "",
  includes: "",
  conditions: "",
  valid_until: "",
};

const resolver = schemaResolver<PresentFormValues, PresentContent>(presentCreateSchema);

const KIND_OPTIONS = PRESENT_KINDS.map((kind) => ({ value: kind.value, label: kind.label }));

const amount = (toman: number | null) => (toman === null ? "" : toPersianDigits(groupDigits(toman)));

const presentFormValues = (present: AdminPresent): PresentFormValues => ({
  title: present.title,
  slug: present.slug,
  summary: present.summary,
  description: present.description,
  kind: present.kind,
  image: present.image,
  image_alt: present.image_alt ?? "",
  price_toman: amount(present.price_toman),
  original_price_toman: amount(present.original_price_toman),
  includes: present.includes.join("\n"),
  conditions: present.conditions.join("\n"),
  valid_until: present.valid_until ? formatJalaliDate(present.valid_until, "short") : "",
});

/** What the API is sent for the checked values: an empty slug or image is left out (made on a new present, kept on an edit); the last day as an instant; an emptied text alternative cleared. */
const presentBody = ({ slug, image, image_alt, valid_until, ...fields }: PresentContent): PresentBody => ({
  ...fields,
  ...(slug ? { slug } : {}),
  ...(image ? { image } : {}),
  image_alt: image_alt ?? null,
  valid_until: valid_until?.toISOString() ?? null,
});

const PRESENT_FORM = contentFormKind({
  desk: PRESENT_DESK,
  api: contentPresentsApi,
  resolver,
  valuesOf: presentFormValues,
  empty: EMPTY,
  body: presentBody,
});

export function PresentForm({ item, onSaved }: ContentFormProps<AdminPresent>) {
  const { control, field, frame } = useContentForm(PRESENT_FORM, { item, onSaved });
  const [title, price, original] = useWatch({ control, name: ["title", "price_toman", "original_price_toman"] });

  return (
    <ContentFormFrame frame={frame} label={item ? "ویرایش پیشنهاد" : "پیشنهاد تازه"}>
      <FormSection title="معرفی پیشنهاد">
        <PlainTextField
          label="عنوان پیشنهاد"
          required
          hint="همان‌طور که در کارت پیشنهاد و عنوان صفحه آن دیده می‌شود."
          {...field("title")}
        />
        <SlugField noun="پیشنهاد" address={item && `/presents/${item.slug}`} title={title} {...field("slug")} />
        <BriefTextField
          label="خلاصه پیشنهاد"
          hint="یکی دو جمله که در کارت پیشنهاد و بالای صفحه آن می‌آید."
          {...field("summary")}
        />
        <RichTextField
          control={control}
          name="description"
          label="درباره پیشنهاد"
          lines="paragraph"
          hint="سرفصل، فهرست، متن پررنگ و پیوند؛ هر بند در یک خط. در صفحه پیشنهاد همین‌طور دیده می‌شود."
        />
      </FormSection>
      <FormSection title="قیمت و مهلت">
        <SelectField label="نوع پیشنهاد" required options={KIND_OPTIONS} {...field("kind")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <DigitsField
            label="قیمت (تومان)"
            hint={tomanHint(price, "تومان؛ خالی یعنی رایگان.")}
            {...field("price_toman")}
          />
          <DigitsField
            label="قیمت پیش از تخفیف (تومان)"
            hint={tomanHint(original, "تومان؛ خالی یعنی بی‌تخفیف.")}
            {...field("original_price_toman")}
          />
        </div>
        <PlainTextField
          label="آخرین روز استفاده"
          dir="ltr"
          placeholder="۱۴۰۵/۰۹/۳۰"
          hint="تاریخ شمسی؛ خالی یعنی بدون محدودیت زمانی."
          {...field("valid_until")}
        />
      </FormSection>
      <FormSection title="جزئیات">
        <TextAreaField label="آنچه دریافت می‌کنید" rows={4} hint="هر بند در یک خط." {...field("includes")} />
        <TextAreaField label="شرایط استفاده" rows={4} hint="هر شرط در یک خط." {...field("conditions")} />
      </FormSection>
      <CoverImageSection
        control={control}
        noun="پیشنهاد"
        imageName="image"
        lead="۱۶ به ۹؛ در کارت پیشنهاد و بالای صفحه آن دیده می‌شود."
      />
    </ContentFormFrame>
  );
}
