"use client";
// The home page's sections the staff keep: the offers' cards, the accelerator's stages and the
// steps a request goes through, each list in its order.
import { useFieldArray } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { LtrField, NumberField, SelectField } from "@/components/ui/field";
import { OFFER_ICONS } from "@/shared/home-sections";
import type { DeskSiteSetting, SiteSettingsValues } from "@/shared/types/site";
import { homeSettingSchema, SITE_LIMITS } from "@/validation/content/site";
import { arrayRows, OrderedRows } from "../ordered-rows";
import { digits, SettingForm, useSettingForm } from "./setting-form";
import { BriefTextField, PlainTextField } from "../content-fields";

type HomeValues = {
  offers: Array<{ icon: string; title: string; text: string; href: string; cta: string }>;
  programs: Array<{ title: string; weeks: string; text: string }>;
  steps: Array<{ title: string; text: string }>;
};
const homeValues = (value: SiteSettingsValues["home"]): HomeValues => ({
  offers: value.offers.map((offer) => ({ ...offer })),
  programs: value.programs.map((program) => ({ ...program, weeks: digits(program.weeks) })),
  steps: value.steps.map((step) => ({ ...step })),
});
const iconOptions = (Object.keys(OFFER_ICONS) as Array<keyof typeof OFFER_ICONS>).map((key) => ({
  value: key,
  label: OFFER_ICONS[key],
}));

export function HomeSettingsForm({ setting }: { setting: DeskSiteSetting<"home"> }) {
  const state = useSettingForm<"home", HomeValues, SiteSettingsValues["home"]>(setting, {
    schema: homeSettingSchema,
    formValues: homeValues,
  });
  const { form, field } = state;
  const { control, formState } = form;
  const offers = useFieldArray({ control, name: "offers" });
  const programs = useFieldArray({ control, name: "programs" });
  const steps = useFieldArray({ control, name: "steps" });
  const listError = (name: "offers" | "programs" | "steps") =>
    formState.errors[name]?.message ?? formState.errors[name]?.root?.message;
  return (
    <SettingForm label="بخش‌های صفحه اصلی" state={state}>
      <FormSection title="در آوینوکس چه می‌توانید بکنید؟" lead="کارت‌های خدمات صفحه اصلی، به همین ترتیب.">
        <OrderedRows
          label="کارت‌های خدمات به ترتیب نمایش"
          noun="کارت"
          {...arrayRows(offers, SITE_LIMITS.offers)}
          add={() => offers.append({ icon: "workspace", title: "", text: "", href: "/", cta: "" })}
          addLabel="افزودن کارت"
          error={listError("offers")}
        >
          {(index) => (
            <div className="grid gap-3 sm:grid-cols-2">
              <PlainTextField label={`عنوان کارت ${digits(index + 1)}`} required {...field(`offers.${index}.title`)} />
              <SelectField
                label={`نماد کارت ${digits(index + 1)}`}
                required
                options={iconOptions}
                {...field(`offers.${index}.icon`)}
              />
              <div className="sm:col-span-2">
                <BriefTextField label={`متن کارت ${digits(index + 1)}`} {...field(`offers.${index}.text`)} />
              </div>
              <PlainTextField
                label={`متن پیوند کارت ${digits(index + 1)}`}
                required
                {...field(`offers.${index}.cta`)}
              />
              <LtrField
                label={`نشانی پیوند کارت ${digits(index + 1)}`}
                required
                autoComplete="off"
                hint="صفحه‌ای از سایت مانند ‎/events"
                {...field(`offers.${index}.href`)}
              />
            </div>
          )}
        </OrderedRows>
      </FormSection>
      <FormSection title="مسیر شتاب‌دهی آوینوکس" lead="مرحله‌های برنامه شتاب‌دهی، به ترتیب.">
        <OrderedRows
          label="مرحله‌های شتاب‌دهی به ترتیب"
          noun="مرحله"
          {...arrayRows(programs, SITE_LIMITS.programs)}
          add={() => programs.append({ title: "", weeks: "", text: "" })}
          addLabel="افزودن مرحله"
          error={listError("programs")}
        >
          {(index) => (
            <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
              <PlainTextField
                label={`عنوان مرحله ${digits(index + 1)}`}
                required
                {...field(`programs.${index}.title`)}
              />
              <NumberField
                label={`مدت مرحله ${digits(index + 1)} (هفته)`}
                required
                autoComplete="off"
                {...field(`programs.${index}.weeks`)}
              />
              <div className="sm:col-span-2">
                <BriefTextField label={`متن مرحله ${digits(index + 1)}`} {...field(`programs.${index}.text`)} />
              </div>
            </div>
          )}
        </OrderedRows>
      </FormSection>
      <FormSection title="درخواست شما چطور بررسی می‌شود؟" lead="گام‌های بررسی یک درخواست، به ترتیب.">
        <OrderedRows
          label="گام‌های بررسی درخواست به ترتیب"
          noun="گام"
          {...arrayRows(steps, SITE_LIMITS.steps)}
          add={() => steps.append({ title: "", text: "" })}
          addLabel="افزودن گام"
          error={listError("steps")}
        >
          {(index) => (
            <div className="grid gap-3">
              <PlainTextField label={`عنوان گام ${digits(index + 1)}`} required {...field(`steps.${index}.title`)} />
              <BriefTextField label={`متن گام ${digits(index + 1)}`} {...field(`steps.${index}.text`)} />
            </div>
          )}
        </OrderedRows>
      </FormSection>
    </SettingForm>
  );
}
