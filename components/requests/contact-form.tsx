"use client";
// /contact-us: SPEC §3's contact fields, the shared schema, captcha for anonymous senders.
import { BirthdayField } from "@/components/forms/birthday-field";
import { NumberField } from "@/components/ui/field";
import { AnswerField } from "@/components/forms/answer-field";
import { REQUEST_ENDPOINTS } from "@/lib/api/resources/request-endpoints";
import type { Identity } from "@/shared/types/auth";
import { jalaliParts } from "@/shared/format/date";
import { identityName } from "@/lib/requests/use-identity-prefill";
import { useRequestForm } from "@/lib/requests/use-request-form";
import type { Contact, ContactInput } from "@/validation/requests/contact";
import { CONTACT_PHONE_LABEL, CONTACT_SUBJECTS } from "@/validation/requests/contact-terms";
import { ContactFields } from "./contact-fields";
import { RequestForm } from "./request-form";
import { ChoiceField, OrganizationField } from "./request-fields";

const CONTACT_NAMES = { fullName: "contact_name", mobile: "contact_phone", email: "contact_email" } as const;

/** Any number to call back: a landline with its area code, or a mobile. */
const CONTACT_PHONE = {
  label: CONTACT_PHONE_LABEL,
  placeholder: "۰۳۴۳۱۲۳۴۵۶۷",
  hint: "تلفن ثابت با پیش‌شماره شهر، یا موبایل",
} as const;

const EMPTY: ContactInput = {
  contact_name: "",
  contact_phone: "",
  contact_email: "",
  contact_birthday: "",
  contact_national_id: "",
  contact_business: "",
  subject: "",
  message: "",
};

/** The signed-in person's name and e-mail; the number stays theirs to choose (often a landline). */
function prefillOf(identity: Identity | undefined) {
  return identity ? { contact_name: identityName(identity), contact_email: identity.email ?? "" } : {};
}

const loadSchema = () => import("@/validation/requests/contact").then((m) => m.contactSchema);

export function ContactForm({ thisYear = jalaliParts(new Date()).year }: { thisYear?: number }) {
  const request = useRequestForm<ContactInput, Contact>({
    endpoint: REQUEST_ENDPOINTS.contact,
    schema: loadSchema,
    defaultValues: EMPTY,
    prefill: prefillOf,
  });
  const { form, errors, field } = request;

  return (
    <RequestForm request={request} submitLabel="ارسال پیام" reviewNotice={false} className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <ContactFields
          register={form.register}
          errors={errors}
          names={CONTACT_NAMES}
          phone={CONTACT_PHONE}
          optionalEmail
        />
        <OrganizationField label="نام کسب‌وکار" {...field("contact_business")} />
        <NumberField
          label="کد ملی"
          maxLength={10}
          placeholder="کد ملی را وارد کنید"
          {...field("contact_national_id")}
        />
        <BirthdayField control={form.control} name="contact_birthday" thisYear={thisYear} />
      </div>
      <ChoiceField label="موضوع" choices={CONTACT_SUBJECTS} {...field("subject")} />
      <AnswerField label="پیام" rows={6} placeholder="پیام خود را وارد کنید" {...field("message")} />
    </RequestForm>
  );
}
