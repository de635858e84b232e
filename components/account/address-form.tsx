"use client";
// A new address (SPEC §2 /profile/addresses/create): the province first, then one of its cities
// (fetched from the city list endpoint, SPEC §3), the address line, postal code and an optional
// phone; validated with the API's own schema. Saved → back to the list with a toast.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { authApi, publicApi } from "@/lib/api/browser";
import { accountApi } from "@/lib/api/resources/account";
import type { City, Province } from "@/shared/types/account";
import { handleFormError } from "@/lib/forms";
import { showToast } from "@/lib/toast";
import { addressSchema, type AddressFields, type AddressInput } from "@/validation/account/address";

type Props = {
  provinces: Province[];
  /** The province and city chosen at first, and that province's cities. */
  initialProvinceId?: number;
  initialCityId?: number;
  initialCities?: City[];
  /** Where to go once saved. */
  next?: string;
};

export function AddressForm({ provinces, initialProvinceId, initialCityId, initialCities = [], next = "/profile/addresses" }: Props) {
  const router = useRouter();
  const defaultValues: AddressInput = {
    title: "",
    province_id: initialProvinceId !== undefined ? String(initialProvinceId) : "",
    city_id: initialCityId !== undefined && initialCities.some((c) => c.id === initialCityId) ? String(initialCityId) : "",
    address: "",
    postal_code: "",
    phone: "",
  };
  // handleSubmit hands over the schema's output (numeric ids, Latin digits without separators): what the API is sent.
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<AddressInput, unknown, AddressFields>({ resolver: zodResolver(addressSchema), mode: "onTouched", defaultValues });
  const errors = formState.errors;

  // The cities of the chosen province, fetched when the province changes (a late answer for a
  // province no longer chosen is dropped).
  const provinceId = String(useWatch({ control, name: "province_id" }) ?? "");
  const [loaded, setLoaded] = useState({ provinceId: initialProvinceId !== undefined ? String(initialProvinceId) : "", cities: initialCities });
  useEffect(() => {
    if (!provinceId || provinceId === loaded.provinceId) return;
    let current = true;
    accountApi
      .cities(publicApi(), Number(provinceId))
      .catch(() => [] as City[]) // the API client has shown the failure
      .then((cities) => {
        if (current) setLoaded({ provinceId, cities });
      });
    return () => {
      current = false;
    };
  }, [provinceId, loaded.provinceId]);
  const cities = provinceId && provinceId === loaded.provinceId ? loaded.cities : [];
  const loadingCities = Boolean(provinceId) && provinceId !== loaded.provinceId;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await accountApi.createAddress(authApi(), values);
      showToast("نشانی ذخیره شد");
      router.push(next);
      router.refresh();
    } catch (error) {
      // The fields the API's 422 may name: the form's own.
      handleFormError(error, setError, Object.keys(defaultValues));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField label="عنوان نشانی" required maxLength={50} placeholder="مثلاً خانه یا محل کار" error={errors.title?.message} {...register("title")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="استان"
          required
          autoComplete="address-level1"
          options={provinces.map((p) => ({ value: p.id, label: p.name }))}
          error={errors.province_id?.message}
          {...register("province_id", { onChange: () => setValue("city_id", "") })}
        />
        <SelectField
          label="شهر"
          required
          autoComplete="address-level2"
          disabled={loadingCities || cities.length === 0}
          placeholder={loadingCities ? "در حال دریافت شهرها…" : cities.length ? "شهر را انتخاب کنید" : "ابتدا استان را انتخاب کنید"}
          options={cities.map((c) => ({ value: c.id, label: c.name }))}
          error={errors.city_id?.message}
          {...register("city_id")}
        />
      </div>
      <TextAreaField label="نشانی" required rows={3} autoComplete="street-address" placeholder="خیابان، کوچه، پلاک و واحد را وارد کنید" error={errors.address?.message} {...register("address")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="کد پستی"
          required
          dir="ltr"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={11}
          placeholder="کد پستی ۱۰ رقمی را وارد کنید"
          className="text-start"
          error={errors.postal_code?.message}
          {...register("postal_code")}
        />
        <TextField
          label="شماره تلفن"
          dir="ltr"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="۰۳۴۳۱۲۳۴۵۶۷"
          className="text-start"
          hint="اختیاری؛ تلفن ثابت یا همراه با پیش‌شماره"
          error={errors.phone?.message}
          {...register("phone")}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={formState.isSubmitting}>
          ذخیره نشانی
        </Button>
        <Button type="button" variant="secondary" onClick={() => router.push(next)}>
          انصراف
        </Button>
      </div>
    </form>
  );
}
