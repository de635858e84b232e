// Who is writing: the name, mobile and e-mail fields, labelled, typed and filled in by the browser
// the same on every form (sign-in, profile, requests, event registration, tracking). A form may
// rename one (the idea's founder) or word its number otherwise (a landline on the contact form).
import type { ComponentProps } from "react";
import { LtrField, PhoneField, TextField } from "@/components/ui/field";

type LabelledProps = Omit<ComponentProps<typeof TextField>, "label"> & { label?: string };

export function FullNameField({ label = "نام و نام خانوادگی", required = true, ...rest }: LabelledProps) {
  return (
    <TextField label={label} required={required} autoComplete="name" placeholder={`${label} را وارد کنید`} {...rest} />
  );
}

/** The number SMS goes to (or, with its own label and example, any number to call back). */
export function MobileField({
  label = "شماره موبایل",
  placeholder = "۰۹۱۲۳۴۵۶۷۸۹",
  required = true,
  ...rest
}: LabelledProps) {
  return <PhoneField label={label} placeholder={placeholder} required={required} {...rest} />;
}

/** Optional unless `required`. */
export function EmailField({ label = "ایمیل", ...rest }: LabelledProps) {
  return (
    <LtrField
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder="ایمیل را وارد کنید"
      {...rest}
    />
  );
}

type Bound = Omit<LabelledProps, "label">;

/** The account's first and last name, side by side. */
export function FirstLastNameFields({
  firstName,
  lastName,
  required,
}: {
  firstName: Bound;
  lastName: Bound;
  required?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="نام"
        required={required}
        autoComplete="given-name"
        placeholder="نام را وارد کنید"
        {...firstName}
      />
      <TextField
        label="نام خانوادگی"
        required={required}
        autoComplete="family-name"
        placeholder="نام خانوادگی را وارد کنید"
        {...lastName}
      />
    </div>
  );
}
