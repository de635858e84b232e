"use client";
// "Send again" that waits out the server's resend window, counting down in Persian digits.
import { useEffect, useState } from "react";
import { secondsUntilResend } from "@/lib/auth/flow";
import { toPersianDigits } from "@/shared/format/digits";

type Props = { sentAt: number; remindValidTime: number; onResend: () => Promise<void> };

function mmss(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return toPersianDigits(`${m}:${String(s).padStart(2, "0")}`);
}

export function ResendCountdown({ sentAt, remindValidTime, onResend }: Props) {
  const [now, setNow] = useState(() => sentAt);
  const [sending, setSending] = useState(false);
  const left = secondsUntilResend({ sentAt, remindValidTime }, now);

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [sentAt]);

  if (left > 0) {
    return (
      <p className="text-sm text-muted" aria-live="off">
        ارسال دوباره کد تا <span dir="ltr">{mmss(left)}</span> دیگر
      </p>
    );
  }
  return (
    <button
      type="button"
      disabled={sending}
      onClick={async () => {
        setSending(true);
        await onResend().finally(() => setSending(false));
      }}
      className="text-sm font-bold text-brand-700 underline underline-offset-4 disabled:opacity-60"
    >
      {sending ? "در حال ارسال…" : "ارسال دوباره کد"}
    </button>
  );
}
