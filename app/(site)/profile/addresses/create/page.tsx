import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { AddressForm } from "@/components/account/address-form";
import { accountApi } from "@/lib/api/resources/account";
import { publicServerApi } from "@/render/api";
import { requireIdentity } from "@/render/auth";
import { KERMAN_CITY_ID, KERMAN_PROVINCE_ID } from "@/shared/geo/iran";
import { pageMetadata } from "@/lib/seo";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = pageMetadata({
  title: "افزودن نشانی",
  description: "نشانی تازه‌ای با استان، شهر و کد پستی به حساب آوینوکس خود اضافه کنید.",
  path: "/profile/addresses/create",
  noindex: true,
});

async function CreateAddressPage() {
  await requireIdentity("/profile/addresses/create");
  const api = publicServerApi();
  // Most of our members live in Kerman: its province and city are chosen to begin with.
  const [provinces, cities] = await Promise.all([
    accountApi.provinces(api, { page: true }),
    accountApi.cities(api, KERMAN_PROVINCE_ID, { page: true }),
  ]);
  return (
    <div className="max-w-2xl">
      <Link href="/profile/addresses" className="text-sm font-bold text-brand-800 hover:underline">
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ←
        </span>{" "}
        بازگشت به نشانی‌ها
      </Link>
      <h1 className="mt-3 mb-6 text-2xl font-black">افزودن نشانی</h1>
      <AddressForm
        provinces={provinces}
        initialProvinceId={KERMAN_PROVINCE_ID}
        initialCityId={KERMAN_CITY_ID}
        initialCities={cities}
      />
    </div>
  );
}

export default visitorPage(CreateAddressPage);
