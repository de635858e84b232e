"use client";
// What a person sees once a request is stored: its tracking code, what happens next, and where to
// follow it.
import { Link } from "@/components/navigation/link";
import { useEffect, useRef } from "react";
import type { RequestReceipt as Receipt } from "@/shared/types/requests";
import { useSession } from "@/lib/auth/session";
import { formatJalaliDateTime } from "@/shared/format/date";
import { ReviewNotice } from "./review-notice";
import { LineIcon } from "@/components/icons/line-icon";

export function RequestReceipt({ receipt, onAnother }: { receipt: Receipt; onAnother?: () => void }) {
  const session = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="receipt-title"
      data-testid="request-receipt"
      className="grid gap-5 rounded-2xl border border-brand-200 bg-white p-6 text-center shadow-sm"
    >
      <LineIcon viewBox="0 0 48 48" className="mx-auto size-16 text-brand-600" strokeWidth="3">
        <circle cx="24" cy="24" r="20" />
        <path d="m15 25 6 6 12-13" strokeLinecap="round" strokeLinejoin="round" />
      </LineIcon>
      <h2 id="receipt-title" ref={heading} tabIndex={-1} className="text-2xl font-black">
        {receipt.kind_label} شما ثبت شد
      </h2>
      <div>
        {/* A label and its value (not a large bold paragraph, which reads as an unmarked heading). */}
        <dl>
          <dt className="text-sm text-muted">کد پیگیری</dt>
          <dd
            dir="ltr"
            data-testid="tracking-code"
            className="mt-1 font-mono text-3xl font-black tracking-wider text-brand-800"
          >
            {receipt.tracking_code}
          </dd>
        </dl>
        <p className="mt-1 text-sm text-muted">
          ثبت‌شده در {formatJalaliDateTime(receipt.created_at)} — این کد برایتان پیامک شد.
        </p>
      </div>
      <ReviewNotice />
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          href={`/track?code=${encodeURIComponent(receipt.tracking_code)}`}
          className="rounded-xl bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800"
        >
          پیگیری درخواست
        </Link>
        {session.status === "signed-in" && (
          <Link
            href="/profile/orders"
            className="rounded-xl border border-brand-300 px-5 py-2.5 font-bold text-brand-800 hover:bg-brand-50"
          >
            درخواست‌های من
          </Link>
        )}
        {onAnother && (
          <button
            type="button"
            onClick={onAnother}
            className="rounded-xl px-5 py-2.5 font-bold text-brand-800 hover:bg-brand-50"
          >
            ارسال درخواست دیگر
          </button>
        )}
      </div>
    </section>
  );
}
