"use client";
// A new address (SPEC §2 /profile/addresses/create): the province first, then one of its cities
// (fetched from the city list endpoint, SPEC §3), the address line, postal code and an optional
// phone; validated with the API's own schema. Saved → back to the list with a toast.
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { nameOptions, NumberField, SelectField, TextField } from "@/components/ui/field";
import { PhoneNumberField, StreetAddressField } from "@/components/forms/address-fields";
import { authApi, publicApi } from "@/lib/api/browser";
import { accountApi } from "@/lib/api/resources/account";
import type { City, Province } from "@/shared/types/account";
import { showToast } from "@/lib/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { addressSchema, type AddressInput } from "@/validation/account/address";

type Props = {
  provinces: Province[];
  /** The province and city chosen at first, and that province's cities. */
  initialProvinceId?: number;
  initialCityId?: number;
  initialCities?: City[];
  /** Where to go once saved. */
  next?: string;
};

export function AddressForm({
  provinces,
  initialProvinceId,
  initialCityId,
  initialCities = [],
  next = "/profile/addresses",
}: Props) {
  const router = useRouter();
  const defaultValues: AddressInput = {
    title: "",
    province_id: initialProvinceId !== undefined ? String(initialProvinceId) : "",
    city_id:
      initialCityId !== undefined && initialCities.some((c) => c.id === initialCityId) ? String(initialCityId) : "",
    address: "",
    postal_code: "",
    phone: "",
  };
  // The action gets the schema's output (numeric ids, Latin digits without separators): what the API is sent.
  const { field, submit, setValue, control, formState } = useSchemaForm(addressSchema, defaultValues);

  // The cities of the chosen province, fetched when the province changes (a late answer for a
  // province no longer chosen is dropped).
  const provinceId = String(useWatch({ control, name: "province_id" }) ?? "");
  const [loaded, setLoaded] = useState({
    provinceId: initialProvinceId !== undefined ? String(initialProvinceId) : "",
    cities: initialCities,
  });
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

  const onSubmit = submit(async (values) => {
    await accountApi.createAddress(authApi(), values);
    showToast("نشانی ذخیره شد");
    router.push(next);
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField label="عنوان نشانی" required maxLength={50} placeholder="مثلاً خانه یا محل کار" {...field("title")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="استان"
          required
          autoComplete="address-level1"
          options={nameOptions(provinces)}
          {...field("province_id", { onChange: () => setValue("city_id", "") })}
        />
        <SelectField
          label="شهر"
          required
          autoComplete="address-level2"
          disabled={loadingCities || cities.length === 0}
          placeholder={
            loadingCities ? "در حال دریافت شهرها…" : cities.length ? "شهر را انتخاب کنید" : "ابتدا استان را انتخاب کنید"
          }
          options={nameOptions(cities)}
          {...field("city_id")}
        />
      </div>
      <StreetAddressField placeholder="خیابان، کوچه، پلاک و واحد را وارد کنید" {...field("address")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label="کد پستی"
          required
          autoComplete="postal-code"
          maxLength={11}
          placeholder="کد پستی ۱۰ رقمی را وارد کنید"
          {...field("postal_code")}
        />
        <PhoneNumberField hint="اختیاری؛ تلفن ثابت یا همراه با پیش‌شماره" {...field("phone")} />
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
