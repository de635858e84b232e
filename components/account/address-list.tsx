"use client";
// My addresses as cards, each with a delete button behind the confirmation of SPEC §8. A deleted
// address leaves the list at once; the page's data is refreshed behind it.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { authApi } from "@/lib/api/browser";
import { accountApi } from "@/lib/api/resources/account";
import type { Address } from "@/shared/types/account";
import { toPersianDigits } from "@/shared/format/digits";
import { showToast } from "@/lib/toast";
import { ConfirmDialog } from "./confirm-dialog";

export function AddressList({ addresses }: { addresses: Address[] }) {
  const router = useRouter();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = addresses.filter((a) => !removed.has(a.id));

  async function confirmDelete() {
    if (!pending) return;
    setBusy(true);
    try {
      await accountApi.deleteAddress(authApi(), pending.id);
      setRemoved((set) => new Set(set).add(pending.id));
      showToast("نشانی حذف شد");
      setPending(null);
      router.refresh();
    } catch {
      // The API client has already shown what went wrong.
    } finally {
      setBusy(false);
    }
  }

  if (!shown.length) {
    return (
      <p className="rounded-2xl border border-dashed border-brand-200 px-6 py-10 text-center leading-7 text-muted">
        هنوز نشانی‌ای ثبت نکرده‌اید.
      </p>
    );
  }

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {shown.map((address) => (
          <li key={address.id} className="flex flex-col gap-3 rounded-2xl border border-brand-100 p-5">
            <div className="flex items-start justify-between gap-3">
              <h2 className="text-lg font-extrabold">{address.title}</h2>
              <button
                type="button"
                onClick={() => setPending(address)}
                className="shrink-0 rounded-lg px-3 py-1.5 text-sm font-bold text-red-700 hover:bg-red-50"
                aria-label={`حذف نشانی ${address.title}`}
              >
                حذف
              </button>
            </div>
            <p className="text-sm font-bold text-brand-800">
              {address.province_name}، {address.city_name}
            </p>
            <p className="leading-7">{toPersianDigits(address.address)}</p>
            <dl className="mt-auto grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-muted">کد پستی</dt>
                <dd className="mt-0.5 font-bold">
                  <bdi>{toPersianDigits(address.postal_code)}</bdi>
                </dd>
              </div>
              {address.phone && (
                <div>
                  <dt className="text-muted">شماره تلفن</dt>
                  <dd className="mt-0.5 font-bold">
                    <bdi>{toPersianDigits(address.phone)}</bdi>
                  </dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={confirmDelete}
        title="حذف نشانی"
      />
    </>
  );
}
