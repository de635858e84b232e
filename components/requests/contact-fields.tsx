"use client";
// Who a request is from: the name, mobile and e-mail fields, labelled and marked up the same on
// every request form (three fields placed in the form's own grid). useRequestForm fills them in for
// signed-in people.
import type { ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { EmailField, FullNameField, MobileField } from "@/components/forms/person-fields";
import { fieldBinder } from "@/lib/bind-fields";

/** The names most request schemas give the three fields. */
type ContactValues = { full_name: unknown; mobile: unknown; email: unknown };

type Names<T extends FieldValues> = { fullName: Path<T>; mobile: Path<T>; email: Path<T> };

const CONTACT_NAMES = { fullName: "full_name", mobile: "mobile", email: "email" } as const;

type Props<T extends FieldValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The e-mail may be left empty (it is required unless this is set). */
  optionalEmail?: boolean;
  /** A number to call rather than a mobile for SMS (iran_phone): its label, example and hint. */
  phone?: { label: string; placeholder: string; hint: string };
} & (T extends ContactValues ? { names?: Names<T> } : { names: Names<T> });

export function ContactFields<T extends FieldValues>({ register, errors, optionalEmail, phone, names }: Props<T>) {
  const { fullName, mobile, email } = (names as Names<T> | undefined) ?? (CONTACT_NAMES as unknown as Names<T>);
  const field = fieldBinder(register, errors);
  return (
    <>
      <FullNameField {...field(fullName)} />
      <MobileField {...phone} {...field(mobile)} />
      <EmailField required={!optionalEmail} {...field(email)} />
    </>
  );
}

/** A form's own section for who the request is from: the three fields, and any the form adds (`children`), in two columns. */
export function ContactSection<T extends ContactValues & FieldValues>({
  title,
  register,
  errors,
  children,
}: {
  title: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  children?: ReactNode;
}) {
  // Seen as the three fields only: a generic form's type would leave ContactFields' `names` undecided.
  const contact = { register, errors } as unknown as Props<ContactValues>;
  return (
    <FormSection title={title}>
      <div className="grid gap-4 md:grid-cols-2">
        <ContactFields {...contact} />
        {children}
      </div>
    </FormSection>
  );
}
