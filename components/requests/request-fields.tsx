// Fields several request forms ask the same way (a pick from a fixed list, a category, a job title,
// the years of work, the city, an organisation), each bound with `{...field("name")}`: one place for
// their label, input kind, autocomplete and prompt, the form passing only what differs.
import type { ReactNode } from "react";
import { nameOptions, NumberField, SelectField, TextField, textOptions } from "@/components/ui/field";
import type { BoundField } from "@/lib/bind-fields";

/** The prompt inside an empty text field: "<label> را وارد کنید". */
const typePrompt = (label: string) => `${label} را وارد کنید`;

/** A required pick from one of the fixed Persian lists (session types, stages, durations...). */
export function ChoiceField({ label, choices, ...field }: BoundField & { label: string; choices: readonly string[] }) {
  return <SelectField label={label} required options={textOptions(choices)} {...field} />;
}

/** A required pick of one of the catalog's categories (a freelancer's, a mentor's, a topic's field). */
export function CategoryField({
  label,
  categories,
  hint,
  ...field
}: BoundField & { label: string; categories: ReadonlyArray<{ id: number; name: string }>; hint?: string }) {
  return <SelectField label={label} required options={nameOptions(categories)} hint={hint} {...field} />;
}

/** What the person does for a living, with an example in the hint. */
export function JobTitleField({ label, hint, ...field }: BoundField & { label: string; hint: string }) {
  return (
    <TextField
      label={label}
      required
      autoComplete="organization-title"
      placeholder={typePrompt(label)}
      hint={hint}
      {...field}
    />
  );
}

/** Years of work, in two digits; the hint says the range this form accepts. */
export function ExperienceYearsField({ hint, ...field }: BoundField & { hint: string }) {
  return (
    <NumberField
      label="سابقه کار"
      required
      maxLength={2}
      placeholder={typePrompt("سابقه کار")}
      hint={hint}
      {...field}
    />
  );
}

/** The city the person lives in (the browser's saved address fills it). */
export function CityField({ label, ...field }: BoundField & { label: string }) {
  return <TextField label={label} required autoComplete="address-level2" placeholder={typePrompt(label)} {...field} />;
}

/** A company, team, or university (the browser's saved organisation fills it). */
export function OrganizationField({
  label,
  required,
  hint,
  ...field
}: BoundField & { label: string; required?: boolean; hint?: ReactNode }) {
  return (
    <TextField
      label={label}
      required={required}
      autoComplete="organization"
      placeholder={typePrompt(label)}
      hint={hint}
      {...field}
    />
  );
}
