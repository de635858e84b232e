import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { AddressList } from "@/components/account/address-list";
import { accountApi } from "@/lib/api/resources/account";
import { authServerApi } from "@/render/api";
import { requireIdentity } from "@/render/auth";
import { pageMetadata } from "@/lib/seo";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = pageMetadata({
  title: "نشانی‌ها",
  description: "نشانی‌هایی که برای درخواست‌ها و مکاتبات آوینوکس ثبت کرده‌اید.",
  path: "/profile/addresses",
  noindex: true,
});

async function AddressesPage() {
  await requireIdentity("/profile/addresses");
  const { items } = await accountApi.addresses(await authServerApi(), { page: true });
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black">نشانی‌ها</h1>
          <p className="mt-2 leading-7 text-muted">
            نشانی‌هایی که برای درخواست‌ها و ارسال مدارک و هدایا استفاده می‌شوند.
          </p>
        </div>
        <Link
          href="/profile/addresses/create"
          className="rounded-xl bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800"
        >
          افزودن نشانی
        </Link>
      </div>
      <AddressList addresses={items} />
    </div>
  );
}

export default visitorPage(AddressesPage);
