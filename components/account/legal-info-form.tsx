"use client";
// A company's legal details, for requests made on behalf of a business: new, or an existing record
// of mine; validated with the API's own schema (the national id's check digit included).
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { NumberField, TextField } from "@/components/ui/field";
import { PhoneNumberField, StreetAddressField } from "@/components/forms/address-fields";
import { authApi } from "@/lib/api/browser";
import { accountApi } from "@/lib/api/resources/account";
import type { LegalInfo } from "@/shared/types/account";
import { showToast } from "@/lib/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { legalInfoSchema, type LegalInfoInput } from "@/validation/account/legal-info";

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
  // The action gets the schema's output (Latin digits without separators): what the API is sent; the
  // API's 422 lands on the form's own fields (not the id, which has no field).
  const { field, submit, formState } = useSchemaForm(legalInfoSchema, defaultValues);

  const onSubmit = submit(async (values) => {
    // The record's id as the API gave it (a positive whole number, which the schema keeps as is).
    const saved = await accountApi.saveLegalInfo(authApi(), { ...values, id: legalInfo?.id });
    showToast("اطلاعات حقوقی ذخیره شد");
    if (!legalInfo) router.push(`/profile/edit-legal-info/${saved.id}`);
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        label="نام شرکت"
        required
        autoComplete="organization"
        placeholder="نام ثبت‌شده شرکت را وارد کنید"
        {...field("company_name")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label="شناسه ملی"
          required
          autoComplete="off"
          maxLength={11}
          placeholder="شناسه ملی ۱۱ رقمی را وارد کنید"
          hint="شناسه ملی اشخاص حقوقی، در روزنامه رسمی و آگهی تأسیس شرکت"
          {...field("national_id")}
        />
        <NumberField
          label="شماره ثبت"
          required
          autoComplete="off"
          maxLength={10}
          placeholder="شماره ثبت شرکت را وارد کنید"
          {...field("registration_number")}
        />
        <NumberField
          label="کد اقتصادی"
          autoComplete="off"
          maxLength={12}
          placeholder="کد اقتصادی ۱۲ رقمی را وارد کنید"
          hint="اختیاری"
          {...field("economic_code")}
        />
        <PhoneNumberField required {...field("phone")} />
      </div>
      <StreetAddressField placeholder="نشانی ثبت‌شده شرکت را وارد کنید" {...field("address")} />
      <Button type="submit" busy={formState.isSubmitting} className="sm:justify-self-start">
        {legalInfo ? "ذخیره تغییرات" : "ثبت اطلاعات حقوقی"}
      </Button>
    </form>
  );
}
