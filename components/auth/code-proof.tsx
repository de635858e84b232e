"use client";
// The captcha of a code request (issue 35, item 2): after a few codes for a number in an hour, the
// API asks each further request for a fresh proof of work (server/auth/otp.ts) instead of refusing
// it, so a stranger asking for someone's codes can never lock the owner out. The sign-in flow asks
// nothing until the API does; then the «من ربات نیستم» box shows under the step's form with the
// API's reason, and the person ticks it and sends again. Every later code request of the flow
// carries a freshly solved proof.
import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { CaptchaField } from "@/components/requests/captcha-field";
import { ApiError } from "@/lib/api/api-error";
import type { CaptchaReport } from "@/lib/requests/use-submit-request";
import { CAPTCHA_MESSAGES } from "@/validation/requests/captcha-messages";

export type CodeProof = {
  /**
   * Sends a code request with the proof when one is needed. Answers the result, or undefined when
   * the request waits for the box (its message then says why); other failures are thrown.
   */
  send: <T>(request: (altcha?: string) => Promise<T>) => Promise<T | undefined>;
  /** The box, once the API asked for it (else nothing). */
  field: ReactNode;
};

const askedForProof = (error: unknown) =>
  error instanceof ApiError && error.status === 422
    ? error.fields.find((f) => f.field === "altcha")?.message
    : undefined;

export function useCodeProof(): CodeProof {
  const [needed, setNeeded] = useState(false);
  const [message, setMessage] = useState<string>();
  // A new round makes the box solve a fresh challenge: a proof counts once.
  const [round, setRound] = useState(0);
  const report = useRef<CaptchaReport>({ shown: false, status: "unverified" });
  const onReport = useCallback((next: CaptchaReport) => {
    report.current = next;
    if (next.status === "verified") setMessage(undefined);
  }, []);

  const send = useCallback(
    async <T,>(request: (altcha?: string) => Promise<T>): Promise<T | undefined> => {
      if (needed && !report.current.payload) {
        setMessage(report.current.status === "verifying" ? CAPTCHA_MESSAGES.verifying : CAPTCHA_MESSAGES.required);
        report.current.focus?.();
        return undefined;
      }
      try {
        const result = await request(needed ? report.current.payload : undefined);
        if (needed) setRound((n) => n + 1);
        return result;
      } catch (error) {
        const reason = askedForProof(error);
        if (!reason) throw error;
        setNeeded(true);
        setMessage(reason);
        if (needed) setRound((n) => n + 1);
        return undefined;
      }
    },
    [needed],
  );

  const field = useMemo(
    () => (needed ? <CaptchaField round={round} onReport={onReport} error={message} /> : null),
    [needed, round, onReport, message],
  );
  return { send, field };
}
