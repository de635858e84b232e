"use client";
// The profile (SPEC §3): first and last name, national code, birthday, e-mail. Used to complete
// the profile after sign-in and to edit it later; validated with the API's own schema.
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { JalaliDateSelect } from "@/components/forms/jalali-date-select";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { authApi } from "@/lib/api/browser";
import { identityApi } from "@/lib/api/resources/identity";
import type { Identity } from "@/shared/types/auth";
import { setSignedIn } from "@/lib/auth/session";
import { jalaliParts } from "@/shared/format/date";
import { handleFormError } from "@/lib/forms";
import { profileSchema, type Profile, type ProfileInput } from "@/validation/auth";

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
  // handleSubmit hands over the schema's output (Latin digits, trimmed): what the API is sent.
  const form = useForm<ProfileInput, unknown, Profile>({ resolver: zodResolver(profileSchema), mode: "onTouched", defaultValues });
  const { register, handleSubmit, control, setError, formState } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { identity: saved } = await identityApi.updateProfile(authApi(), values);
      setSignedIn(saved);
      onSaved(saved);
    } catch (error) {
      // The fields the API's 422 may name: the form's own.
      handleFormError(error, setError, Object.keys(defaultValues));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="نام" required autoComplete="given-name" placeholder="نام را وارد کنید" error={errors.first_name?.message} {...register("first_name")} />
        <TextField label="نام خانوادگی" required autoComplete="family-name" placeholder="نام خانوادگی را وارد کنید" error={errors.last_name?.message} {...register("last_name")} />
      </div>
      <TextField
        label="کد ملی"
        required
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder="کد ملی ۱۰ رقمی را وارد کنید"
        className="text-start"
        error={errors.national_code?.message}
        {...register("national_code")}
      />
      <Controller
        control={control}
        name="birthday"
        render={({ field, fieldState }) => (
          <JalaliDateSelect
            label="تاریخ تولد"
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            fromYear={thisYear - 100}
            toYear={thisYear - 10}
          />
        )}
      />
      <TextField
        label="ایمیل"
        required
        dir="ltr"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="ایمیل را وارد کنید"
        className="text-start"
        error={errors.email?.message}
        {...register("email")}
      />
      <Button type="submit" busy={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
