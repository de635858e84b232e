"use client";
// What the door and the desk do with one registration: check in (a big button a thumb finds on a
// phone) or take it back, and cancel behind a confirmation, which frees the seat for the waiting
// list. The API's own message shows on a 409.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/account/confirm-dialog";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/api-error";
import { authApi } from "@/lib/api/browser";
import { deskEventsApi } from "@/lib/api/resources/desk-events";
import { showToast } from "@/lib/toast";

type Props = {
  eventId: number;
  attendee: { id: number; full_name: string; checked_in_at: string | null };
  seated: boolean;
};

export function AttendeeActions({ eventId, attendee, seated }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState<"check-in" | "cancel" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const checkedIn = attendee.checked_in_at !== null;

  async function run(kind: "check-in" | "cancel", action: () => Promise<string>) {
    setBusy(kind);
    setProblem(null);
    try {
      showToast(await action());
      setConfirming(false);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 410)) setProblem(error.message);
    } finally {
      setBusy(null);
    }
  }

  const toggleCheckIn = () =>
    run("check-in", async () => {
      if (checkedIn) {
        await deskEventsApi.undoCheckIn(authApi(), eventId, attendee.id);
        return `ورود ${attendee.full_name} برداشته شد.`;
      }
      await deskEventsApi.checkIn(authApi(), eventId, attendee.id);
      return `ورود ${attendee.full_name} ثبت شد.`;
    });

  const cancel = () =>
    run("cancel", async () => {
      const answer = await deskEventsApi.cancel(authApi(), eventId, attendee.id);
      return answer.offered_to
        ? `ثبت‌نام لغو شد و جای خالی به ${answer.offered_to.full_name} پیشنهاد شد.`
        : "ثبت‌نام لغو شد.";
    });

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {seated && (
          <Button
            type="button"
            variant={checkedIn ? "secondary" : "primary"}
            busy={busy === "check-in"}
            busyLabel="در حال ثبت…"
            onClick={toggleCheckIn}
            aria-label={checkedIn ? `برداشتن ورود ${attendee.full_name}` : `ثبت ورود ${attendee.full_name}`}
            className="min-h-12 min-w-32 text-base"
          >
            {checkedIn ? "برداشتن ورود" : "ثبت ورود"}
          </Button>
        )}
        <Button
          type="button"
          variant="ghost"
          className="text-red-800 hover:bg-red-50"
          onClick={() => setConfirming(true)}
          aria-label={`لغو ثبت‌نام ${attendee.full_name}`}
        >
          لغو ثبت‌نام
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-bold text-red-800">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        busy={busy === "cancel"}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void cancel()}
        title="لغو ثبت‌نام"
        message={`ثبت‌نام ${attendee.full_name} لغو شود؟ ${seated ? "جای او به نفر اول فهرست انتظار پیشنهاد می‌شود." : "از فهرست انتظار بیرون می‌رود."}`}
        confirmLabel="لغو ثبت‌نام"
        busyLabel="در حال لغو…"
      />
    </div>
  );
}
