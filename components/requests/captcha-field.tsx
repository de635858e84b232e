"use client";
// The captcha of anonymous forms: an image we draw, a fresh one on demand or after a failed send,
// and its answer (any digit script). Signed-in people never see it.
import { useCallback, useEffect, useState, type ComponentProps } from "react";
import { TextField } from "@/components/ui/field";
import { publicApi } from "@/lib/api/browser";
import { requestsApi } from "@/lib/api/resources/requests";
import { useSession } from "@/lib/auth/session";

type Props = { round: number; onId: (id: string) => void; error?: string; input: Omit<ComponentProps<typeof TextField>, "label"> };

export function CaptchaField({ round, onId, error, input }: Props) {
  const session = useSession();
  const [image, setImage] = useState<string>();
  const [manualRound, setManualRound] = useState(0);

  const fetchCaptcha = useCallback(
    () =>
      requestsApi.captcha(publicApi()).then(
        (captcha) => {
          setImage(captcha.image);
          onId(captcha.id);
        },
        () => setImage(undefined),
      ),
    [onId],
  );

  // A new captcha on first show, after every failed send (round) and on request (manualRound).
  useEffect(() => {
    if (session.status === "signed-in") return;
    void fetchCaptcha();
  }, [round, manualRound, fetchCaptcha, session.status]);

  if (session.status === "signed-in") return null;
  return (
    <div className="grid gap-2 sm:grid-cols-[auto_1fr] sm:items-start sm:gap-4">
      <div className="flex items-center gap-2 sm:mt-7">
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- an inline SVG data URL
          <img src={image} alt="تصویر کد امنیتی: پنج رقم" width={180} height={60} className="rounded-lg border border-brand-100" />
        ) : (
          <span className="flex h-[60px] w-[180px] items-center justify-center rounded-lg border border-brand-100 text-sm text-muted">در حال بارگذاری…</span>
        )}
        <button type="button" onClick={() => setManualRound((n) => n + 1)} className="rounded-lg p-2 text-brand-800 hover:bg-brand-50" aria-label="کد امنیتی جدید">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
          </svg>
        </button>
      </div>
      <TextField label="کد امنیتی" required dir="ltr" inputMode="numeric" autoComplete="off" maxLength={5} placeholder="ارقام تصویر را وارد کنید" className="text-start" error={error} {...input} />
    </div>
  );
}
