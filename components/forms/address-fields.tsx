// The fields of where someone is found, asked the same way on every form that takes them (a saved
// address, a company's legal details): the street address and a phone number with its area code.
import { PhoneField, TextAreaField } from "@/components/ui/field";
import type { BoundField } from "@/lib/bind-fields";

/** The street address in a few lines; `placeholder` says what this form wants in it. */
export function StreetAddressField({ placeholder, ...field }: BoundField & { placeholder: string }) {
  return (
    <TextAreaField label="نشانی" required rows={3} autoComplete="street-address" placeholder={placeholder} {...field} />
  );
}

/** A phone number (a landline or a mobile) with its area code, shown as an example. */
export function PhoneNumberField({ required, hint, ...field }: BoundField & { required?: boolean; hint?: string }) {
  return <PhoneField label="شماره تلفن" required={required} placeholder="۰۳۴۳۱۲۳۴۵۶۷" hint={hint} {...field} />;
}
