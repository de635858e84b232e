"use client";
// A workspace branch in the desk, new or edited: its name, slug (made from the name when left empty;
// /workspaces?branch=slug, a changed one's old links move to the new), description, address, city, phone,
// opening hours, its point on the map, its weekly days off (Saturday first), its place among the
// branches and its picture (uploaded, cut to 16:9) with the text that says what it shows (required).
// Its dated closed days are edited in the reservation calendar. Checked on blur and then on input by
// the API's own schema (validation/content/branch.ts), the API's 422 on the same fields. Saved as
// every content form is (./content-form.tsx).
import { useWatch } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { LtrField, PhoneField, TextAreaField } from "@/components/ui/field";
import { contentBranchesApi } from "@/lib/api/resources/desk-content";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminBranch } from "@/shared/types/workspaces";
import { branchCreateSchema, type BranchContent } from "@/validation/content/branch";
import { WEEK } from "./branch-calendar";
import { CheckboxChoices } from "./checkbox-choices";
import { CoverImageSection } from "./cover-image-section";
import {
  ContentFormFrame,
  contentFormKind,
  schemaResolver,
  useContentForm,
  type ContentFormProps,
} from "./content-form-frame";
import { BRANCH_DESK } from "./content-kinds";
import { BriefTextField, PlainTextField, SlugField, SortOrderField } from "./content-fields";

/** The form's values as typed: coordinates and order as their boxes' text, the days off as weekday numbers. */
export type BranchFormValues = {
  name: string;
  slug: string;
  description: string;
  address: string;
  city: string;
  phone: string;
  hours: string;
  lat: string;
  lng: string;
  image: string;
  image_alt: string;
  closed_weekdays: number[];
  sort_order: string;
};

const resolver = schemaResolver<BranchFormValues, BranchContent>(branchCreateSchema);

const branchFormValues = (branch: AdminBranch): BranchFormValues => ({
  name: branch.name,
  slug: branch.slug,
  description: branch.description,
  address: branch.address,
  city: branch.city,
  phone: toPersianDigits(branch.phone),
  hours: branch.hours,
  lat: toPersianDigits(branch.lat),
  lng: toPersianDigits(branch.lng),
  image: branch.image,
  image_alt: branch.image_alt ?? "",
  closed_weekdays: branch.closed_weekdays,
  sort_order: toPersianDigits(branch.sort_order),
});

const EMPTY: BranchFormValues = {
  name: "",
  slug: "",
  description: "",
  address: "",
  city: "",
  phone: "",
  hours: "",
  lat: "",
  lng: "",
  image: "",
  image_alt: "",
  closed_weekdays: [],
  sort_order: "",
};

/** The weekly days off: one checkbox a day, Saturday first. */
const WEEKDAY_CHOICES = WEEK.map((day) => ({ value: day.number, label: day.name }));

const BRANCH_FORM = contentFormKind({
  desk: BRANCH_DESK,
  api: contentBranchesApi,
  resolver,
  valuesOf: branchFormValues,
  empty: EMPTY,
});

export function BranchForm({ item, onSaved }: ContentFormProps<AdminBranch>) {
  const { control, field, frame } = useContentForm(BRANCH_FORM, { item, onSaved });
  const name = useWatch({ control, name: "name" });

  return (
    <ContentFormFrame frame={frame} label={item ? "ویرایش شعبه" : "شعبه تازه"}>
      <FormSection title="شعبه">
        <PlainTextField
          label="نام شعبه"
          required
          hint="همان‌طور که در صفحه فضاهای کار و فرم رزرو دیده می‌شود."
          {...field("name")}
        />
        <SlugField noun="فضاهای کار این شعبه" address={item?.url} title={name} {...field("slug")} />
        <TextAreaField label="توضیح شعبه" required rows={3} {...field("description")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <PlainTextField label="شهر" required {...field("city")} />
          <PhoneField
            label="تلفن"
            required
            autoComplete="off"
            hint="با کد شهر، مانند ۰۳۴-۳۱۲۳۴۵۶۷."
            {...field("phone")}
          />
        </div>
        <BriefTextField label="نشانی" {...field("address")} />
        <PlainTextField label="ساعات کاری" required hint="مانند «شنبه تا چهارشنبه ۸ تا ۲۰»." {...field("hours")} />
        <div className="grid gap-4 sm:grid-cols-3">
          <LtrField
            label="عرض جغرافیایی"
            required
            inputMode="decimal"
            autoComplete="off"
            hint="مانند ۳۰٫۲۸۳۹"
            {...field("lat")}
          />
          <LtrField
            label="طول جغرافیایی"
            required
            inputMode="decimal"
            autoComplete="off"
            hint="مانند ۵۷٫۰۸۳۴"
            {...field("lng")}
          />
          <SortOrderField
            className="text-start"
            hint="کوچک‌تر زودتر؛ خالی یعنی بعد از شعبه‌های دیگر."
            {...field("sort_order")}
          />
        </div>
        <CheckboxChoices
          control={control}
          name="closed_weekdays"
          label="تعطیل هفتگی"
          hint="روزهای تعطیل تاریخ‌دار (مثل تعطیلات رسمی) در تقویم رزرو ثبت می‌شوند."
          choices={WEEKDAY_CHOICES}
          look="box"
        />
      </FormSection>
      <CoverImageSection
        control={control}
        noun="شعبه"
        imageName="image"
        lead="۱۶ به ۹؛ بالای کارت شعبه در صفحه فضاهای کار دیده می‌شود."
        required
      />
    </ContentFormFrame>
  );
}
