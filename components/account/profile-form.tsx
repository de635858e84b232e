"use client";
// The profile (SPEC §3): first and last name, national code, birthday, e-mail. Used to complete
// the profile after sign-in and to edit it later; validated with the API's own schema.
import { BirthdayField } from "@/components/forms/birthday-field";
import { EmailField, FirstLastNameFields } from "@/components/forms/person-fields";
import { Button } from "@/components/ui/button";
import { NumberField } from "@/components/ui/field";
import { authApi } from "@/lib/api/browser";
import { identityApi } from "@/lib/api/resources/identity";
import type { Identity } from "@/shared/types/auth";
import { setSignedIn } from "@/lib/auth/session";
import { jalaliParts } from "@/shared/format/date";
import { useSchemaForm } from "@/lib/use-schema-form";
import { profileSchema, type ProfileInput } from "@/validation/auth";

type Props = { identity?: Identity | null; submitLabel: string; onSaved: (identity: Identity) => void };

export function ProfileForm({ identity, submitLabel, onSaved }: Props) {
  const thisYear = jalaliParts(new Date()).year;
  const defaultValues: ProfileInput = {
    first_name: identity?.first_name ?? "",
    last_name: identity?.last_name ?? "",
    national_code: identity?.national_code ?? "",
    birthday: identity?.birthday ?? "",
    email: identity?.email ?? "",
  };
  // The action gets the schema's output (Latin digits, trimmed): what the API is sent.
  const { field, submit, control, formState } = useSchemaForm(profileSchema, defaultValues);
  const onSubmit = submit(async (values) => {
    const { identity: saved } = await identityApi.updateProfile(authApi(), values);
    setSignedIn(saved);
    onSaved(saved);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FirstLastNameFields firstName={field("first_name")} lastName={field("last_name")} required />
      <NumberField
        label="کد ملی"
        required
        autoComplete="off"
        maxLength={10}
        placeholder="کد ملی ۱۰ رقمی را وارد کنید"
        {...field("national_code")}
      />
      <BirthdayField control={control} name="birthday" required thisYear={thisYear} maxAge={100} />
      <EmailField required {...field("email")} />
      <Button type="submit" busy={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
