"use client";
// The contact details the footer and «تماس با ما» show: address, city, hours, phone, e-mail and
// the map's point.
import { FormSection } from "@/components/forms/form-section";
import { LtrField, PhoneField } from "@/components/ui/field";
import { toPersianDigits } from "@/shared/format/digits";
import type { DeskSiteSetting, SiteSettingsValues } from "@/shared/types/site";
import { contactSettingSchema } from "@/validation/content/site";
import { SettingForm, useSettingForm } from "./setting-form";
import { BriefTextField, PlainTextField } from "../content-fields";

type ContactValues = {
  address: string;
  city: string;
  phone: string;
  email: string;
  hours: string;
  location: { lat: string; lng: string };
};

const decimalText = (value: number) => toPersianDigits(String(value)).replace(".", "٫");

const contactValues = (value: SiteSettingsValues["contact"]): ContactValues => ({
  address: value.address,
  city: value.city,
  phone: toPersianDigits(value.phone),
  email: value.email,
  hours: value.hours,
  // As people type them: Persian digits and the Persian decimal point (the schema reads both).
  location: { lat: decimalText(value.location.lat), lng: decimalText(value.location.lng) },
});

export function ContactSettingsForm({ setting }: { setting: DeskSiteSetting<"contact"> }) {
  const state = useSettingForm<"contact", ContactValues, SiteSettingsValues["contact"]>(setting, {
    schema: contactSettingSchema,
    formValues: contactValues,
  });
  const { field } = state;
  return (
    <SettingForm label="راه‌های تماس" state={state}>
      <FormSection title="راه‌های تماس" lead="در پانویس همه صفحه‌ها و صفحه «تماس با ما» دیده می‌شوند.">
        <BriefTextField label="نشانی" {...field("address")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <PlainTextField label="شهر" required {...field("city")} />
          <PlainTextField
            label="ساعات کاری"
            required
            hint="مانند «شنبه تا پنجشنبه، ۹ صبح تا ۹ شب»."
            {...field("hours")}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <PhoneField
            label="تلفن"
            required
            autoComplete="off"
            hint="با پیش‌شماره، مانند ۰۳۴-۳۱۲۳۴۵۶۷."
            {...field("phone")}
          />
          <LtrField label="ایمیل" required type="email" autoComplete="off" {...field("email")} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <LtrField
            label="عرض جغرافیایی"
            required
            inputMode="decimal"
            autoComplete="off"
            hint="نقطه نقشه و مسیریابی؛ مانند ۳۰٫۲۸۳۹."
            {...field("location.lat")}
          />
          <LtrField
            label="طول جغرافیایی"
            required
            inputMode="decimal"
            autoComplete="off"
            hint="مانند ۵۷٫۰۸۳۴."
            {...field("location.lng")}
          />
        </div>
      </FormSection>
    </SettingForm>
  );
}
