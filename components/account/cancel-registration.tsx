"use client";
// "I cannot come": a member cancels their event registration from its page in /profile/orders,
// behind a confirmation; the seat goes to the waiting list and the page shows the new status.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { authApi } from "@/lib/api/browser";
import { requestsApi } from "@/lib/api/resources/requests";
import { showToast } from "@/lib/toast";
import { ConfirmDialog } from "./confirm-dialog";

export function CancelRegistration({ requestId, eventTitle }: { requestId: number; eventTitle: string | null }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function cancel() {
    setBusy(true);
    try {
      await requestsApi.cancelMine(authApi(), requestId);
      showToast("ثبت‌نام شما لغو شد.");
      setConfirming(false);
      router.refresh();
    } catch {
      // The API client has already shown what went wrong.
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setConfirming(true)} className="w-fit text-red-800">
        لغو ثبت‌نام
      </Button>
      <ConfirmDialog
        open={confirming}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void cancel()}
        title="لغو ثبت‌نام"
        message={`ثبت‌نام شما${eventTitle ? ` در «${eventTitle}»` : ""} لغو شود؟ جای شما به نفر بعدی فهرست انتظار می‌رسد و این کار برگشت ندارد.`}
        confirmLabel="بله، لغو شود"
        busyLabel="در حال لغو…"
      />
    </>
  );
}
