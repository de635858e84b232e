"use client";
// The headline figures of «درباره ما».
import { FormSection } from "@/components/forms/form-section";
import { NumberField } from "@/components/ui/field";
import type { DeskSiteSetting, SiteSettingsValues } from "@/shared/types/site";
import { statsSettingSchema } from "@/validation/content/site";
import { digits, SettingForm, useSettingForm } from "./setting-form";

type StatsValues = Record<keyof SiteSettingsValues["stats"], string>;
const statsValues = (value: SiteSettingsValues["stats"]): StatsValues => ({
  members: digits(value.members),
  startups: digits(value.startups),
  events: digits(value.events),
  mentors: digits(value.mentors),
});

export function StatsSettingsForm({ setting }: { setting: DeskSiteSetting<"stats"> }) {
  const state = useSettingForm<"stats", StatsValues, SiteSettingsValues["stats"]>(setting, {
    schema: statsSettingSchema,
    formValues: statsValues,
  });
  const { field } = state;
  return (
    <SettingForm label="آمار آوینوکس" state={state}>
      <FormSection title="آمار آوینوکس" lead="عددهای صفحه «درباره ما»؛ در سایت با «+» نوشته می‌شوند.">
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField label="شمار اعضا" required autoComplete="off" {...field("members")} />
          <NumberField label="شمار استارتاپ‌ها" required autoComplete="off" {...field("startups")} />
          <NumberField label="شمار رویدادها" required autoComplete="off" {...field("events")} />
          <NumberField label="شمار منتورها" required autoComplete="off" {...field("mentors")} />
        </div>
      </FormSection>
    </SettingForm>
  );
}
