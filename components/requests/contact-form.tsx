"use client";
// /contact-us: SPEC §3's contact fields, the shared schema, captcha for anonymous senders.
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { JalaliDateSelect } from "@/components/forms/jalali-date-select";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { jalaliParts } from "@/lib/format/date";
import { useSubmitRequest } from "@/lib/requests/use-submit-request";
import { CONTACT_PHONE_LABEL, CONTACT_SUBJECTS, contactSchema, type ContactInput } from "@/validation/requests/contact";
import { CaptchaField } from "./captcha-field";
import { ContactFields } from "./contact-fields";
import { RequestReceipt } from "./request-receipt";

const FIELDS = ["contact_name", "contact_phone", "contact_email", "contact_birthday", "contact_national_id", "contact_business", "subject", "message"] as const;

const CONTACT_NAMES = { fullName: "contact_name", mobile: "contact_phone", email: "contact_email" } as const;

/** Any number to call back: a landline with its area code, or a mobile. */
const CONTACT_PHONE = { label: CONTACT_PHONE_LABEL, placeholder: "۰۳۴۳۱۲۳۴۵۶۷", hint: "تلفن ثابت با پیش‌شماره شهر، یا موبایل" } as const;

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

export function ContactForm({ thisYear = jalaliParts(new Date()).year }: { thisYear?: number }) {
  const { register, handleSubmit, control, setError, reset, formState } = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const { submit, receipt, captcha, clearReceipt } = useSubmitRequest({ endpoint: "/v1/contact-us/create", setError, fields: FIELDS });
  const errors = formState.errors;

  if (receipt) {
    return (
      <RequestReceipt
        receipt={receipt}
        onAnother={() => {
          reset(EMPTY);
          clearReceipt();
        }}
      />
    );
  }

  return (
    <form onSubmit={handleSubmit((values) => submit(contactSchema.parse(values)))} noValidate className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <ContactFields register={register} errors={errors} names={CONTACT_NAMES} phone={CONTACT_PHONE} optionalEmail />
        <TextField label="نام کسب‌وکار" autoComplete="organization" placeholder="نام کسب‌وکار را وارد کنید" error={errors.contact_business?.message} {...register("contact_business")} />
        <TextField label="کد ملی" dir="ltr" inputMode="numeric" maxLength={10} placeholder="کد ملی را وارد کنید" className="text-start" error={errors.contact_national_id?.message} {...register("contact_national_id")} />
        <Controller
          control={control}
          name="contact_birthday"
          render={({ field, fieldState }) => (
            <JalaliDateSelect label="تاریخ تولد" value={field.value ?? ""} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} fromYear={thisYear - 90} toYear={thisYear - 10} />
          )}
        />
      </div>
      <SelectField label="موضوع" required options={CONTACT_SUBJECTS.map((s) => ({ value: s, label: s }))} placeholder="موضوع را انتخاب کنید" error={errors.subject?.message} {...register("subject")} />
      <TextAreaField label="پیام" required rows={6} placeholder="پیام خود را وارد کنید" error={errors.message?.message} {...register("message")} />
      <CaptchaField {...captcha} error={errors.altcha?.message} />
      <Button type="submit" busy={formState.isSubmitting} className="md:justify-self-start">
        ارسال پیام
      </Button>
    </form>
  );
}
