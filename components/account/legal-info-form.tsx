"use client";
// A company's legal details, for requests made on behalf of a business: new, or an existing record
// of mine; validated with the API's own schema (the national id's check digit included).
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { authApi } from "@/lib/api/browser";
import { accountApi } from "@/lib/api/resources/account";
import type { LegalInfo } from "@/shared/types/account";
import { handleFormError } from "@/lib/forms";
import { showToast } from "@/lib/toast";
import { legalInfoSchema, type LegalInfoFields, type LegalInfoInput } from "@/validation/account/legal-info";

export function LegalInfoForm({ legalInfo }: { legalInfo?: LegalInfo | null }) {
  const router = useRouter();
  // The fields the person fills in; the record's id is not one of them (it is added when sending).
  const defaultValues: LegalInfoInput = {
    company_name: legalInfo?.company_name ?? "",
    national_id: legalInfo?.national_id ?? "",
    registration_number: legalInfo?.registration_number ?? "",
    economic_code: legalInfo?.economic_code ?? "",
    address: legalInfo?.address ?? "",
    phone: legalInfo?.phone ?? "",
  };
  // handleSubmit hands over the schema's output (Latin digits without separators): what the API is sent.
  const { register, handleSubmit, setError, formState } = useForm<LegalInfoInput, unknown, LegalInfoFields>({ resolver: zodResolver(legalInfoSchema), mode: "onTouched", defaultValues });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The record's id as the API gave it (a positive whole number, which the schema keeps as is).
      const saved = await accountApi.saveLegalInfo(authApi(), { ...values, id: legalInfo?.id });
      showToast("اطلاعات حقوقی ذخیره شد");
      if (!legalInfo) router.push(`/profile/edit-legal-info/${saved.id}`);
      router.refresh();
    } catch (error) {
      // The fields the API's 422 may name: the form's own (not the id, which has no field).
      handleFormError(error, setError, Object.keys(defaultValues));
    }
  });

  const ltrNumber = { dir: "ltr", inputMode: "numeric", autoComplete: "off", className: "text-start" } as const;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField label="نام شرکت" required autoComplete="organization" placeholder="نام ثبت‌شده شرکت را وارد کنید" error={errors.company_name?.message} {...register("company_name")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="شناسه ملی"
          required
          maxLength={11}
          placeholder="شناسه ملی ۱۱ رقمی را وارد کنید"
          hint="شناسه ملی اشخاص حقوقی، در روزنامه رسمی و آگهی تأسیس شرکت"
          error={errors.national_id?.message}
          {...ltrNumber}
          {...register("national_id")}
        />
        <TextField
          label="شماره ثبت"
          required
          maxLength={10}
          placeholder="شماره ثبت شرکت را وارد کنید"
          error={errors.registration_number?.message}
          {...ltrNumber}
          {...register("registration_number")}
        />
        <TextField label="کد اقتصادی" maxLength={12} placeholder="کد اقتصادی ۱۲ رقمی را وارد کنید" hint="اختیاری" error={errors.economic_code?.message} {...ltrNumber} {...register("economic_code")} />
        <TextField label="شماره تلفن" required type="tel" placeholder="۰۳۴۳۱۲۳۴۵۶۷" error={errors.phone?.message} {...ltrNumber} inputMode="tel" autoComplete="tel" {...register("phone")} />
      </div>
      <TextAreaField label="نشانی" required rows={3} autoComplete="street-address" placeholder="نشانی ثبت‌شده شرکت را وارد کنید" error={errors.address?.message} {...register("address")} />
      <Button type="submit" busy={formState.isSubmitting} className="sm:justify-self-start">
        {legalInfo ? "ذخیره تغییرات" : "ثبت اطلاعات حقوقی"}
      </Button>
    </form>
  );
}
