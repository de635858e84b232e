"use client";
// The social links the footer and «تماس با ما» show, in their order (dragged, or moved from the
// keyboard).
import { useFieldArray } from "react-hook-form";
import { z } from "zod";
import { FormSection } from "@/components/forms/form-section";
import { LtrField, SelectField } from "@/components/ui/field";
import { messageOf } from "@/lib/bind-fields";
import type { DeskSiteSetting, SiteSettingsValues } from "@/shared/types/site";
import { SITE_LIMITS, SOCIAL_NETWORKS, socialSettingSchema, type SocialNetwork } from "@/validation/content/site";
import { arrayRows, OrderedRows } from "../ordered-rows";
import { digits, SettingForm, useSettingForm } from "./setting-form";
import { PlainTextField } from "../content-fields";

type SocialValues = { links: Array<{ key: string; name: string; href: string }> };
const socialValues = (value: SiteSettingsValues["social"]): SocialValues => ({
  links: value.map((link) => ({ ...link })),
});
const socialSchema = z.object({ links: socialSettingSchema });
const networkOptions = (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).map((key) => ({
  value: key,
  label: SOCIAL_NETWORKS[key],
}));

export function SocialSettingsForm({ setting }: { setting: DeskSiteSetting<"social"> }) {
  const state = useSettingForm<"social", SocialValues, { links: SiteSettingsValues["social"] }>(setting, {
    schema: socialSchema,
    formValues: socialValues,
    settingOf: ({ links }) => links,
    fieldOf: (name) => `links.${name}`,
  });
  const { form, field } = state;
  const { control, getValues, formState } = form;
  const links = useFieldArray({ control, name: "links" });
  const unused = () =>
    (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).find(
      (key) => !getValues("links").some((link) => link.key === key),
    ) ?? "instagram";
  return (
    <SettingForm label="شبکه‌های اجتماعی" state={state}>
      <FormSection
        title="شبکه‌های اجتماعی"
        lead="به همین ترتیب در پانویس و صفحه «تماس با ما» دیده می‌شوند؛ با کشیدن یا دکمه‌های بالاتر و پایین‌تر مرتب کنید."
      >
        <OrderedRows
          label="شبکه‌های اجتماعی به ترتیب نمایش"
          noun="پیوند"
          {...arrayRows(links, { min: 0, max: SITE_LIMITS.social })}
          add={() => {
            const key = unused();
            links.append({ key, name: SOCIAL_NETWORKS[key], href: "" });
          }}
          addLabel="افزودن شبکه"
          error={messageOf(formState.errors, "links") ?? formState.errors.links?.root?.message}
        >
          {(index) => (
            <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1.5fr)]">
              <SelectField
                label={`شبکه پیوند ${digits(index + 1)}`}
                required
                options={networkOptions}
                {...field(`links.${index}.key`)}
              />
              <PlainTextField label={`نام پیوند ${digits(index + 1)}`} required {...field(`links.${index}.name`)} />
              <LtrField
                label={`نشانی صفحه پیوند ${digits(index + 1)}`}
                required
                type="url"
                autoComplete="off"
                placeholder="https://"
                {...field(`links.${index}.href`)}
              />
            </div>
          )}
        </OrderedRows>
      </FormSection>
    </SettingForm>
  );
}
