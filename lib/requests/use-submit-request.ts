"use client";
// Sending a request form: one idempotency key per attempt until it succeeds (a double click or a
// retry stores one request), upload progress, field errors onto the form, the captcha of anonymous
// senders (nothing is sent before it is verified; it is solved anew after a failed send), and the
// receipt on success.
import { useCallback, useMemo, useRef, useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api/api-error";
import { loadBrowserChannels } from "@/lib/api/browser-lazy";
import { readSessionHint } from "@/lib/auth/session-hint";
import type { ApiClient } from "@/lib/api/client";
import { PUBLIC_REQUEST_ENDPOINTS, type RequestEndpoint } from "@/lib/api/resources/request-endpoints";
import { submitRequest } from "@/lib/api/resources/requests";
import type { RequestReceipt } from "@/shared/types/requests";
import { handleFormError, idempotencyKey } from "@/lib/forms";
import { CAPTCHA_MESSAGES } from "@/validation/requests/captcha-messages";

/**
 * The channel a request form sends on: public for SPEC §7's public calls, authenticated otherwise.
 * A signed-in sender is still known to the API on the public channel: the browser sends its
 * session cookie with any call to its own site, so the request is stored under their account; the
 * public channel only never renews a session or treats a 401 as one.
 */
export async function requestChannel(endpoint: RequestEndpoint): Promise<ApiClient> {
  const { authApi, publicApi } = await loadBrowserChannels();
  return PUBLIC_REQUEST_ENDPOINTS.has(endpoint) ? publicApi() : authApi();
}

type Options<T extends FieldValues> = {
  endpoint: RequestEndpoint;
  setError: UseFormSetError<T>;
  fields: readonly string[];
};

/** What the captcha field tells the form: whether it is shown (to anonymous senders), and its payload once verified. */
export type CaptchaReport = {
  shown: boolean;
  status: "unverified" | "verifying" | "verified";
  /** The ALTCHA payload, sent as `altcha`; only while verified. */
  payload?: string;
  /** Moves the focus to the widget's checkbox. */
  focus?: () => void;
};

/** What a form hands to <CaptchaField>: the round (a new one after each failed send) and where to report. */
export type CaptchaControl = { round: number; onReport: (report: CaptchaReport) => void };

export function useSubmitRequest<T extends FieldValues>({ endpoint, setError, fields }: Options<T>) {
  const key = useRef<string | undefined>(undefined);
  const [receipt, setReceipt] = useState<RequestReceipt>();
  const [progress, setProgress] = useState<number | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const captchaState = useRef<CaptchaReport>({ shown: false, status: "unverified" });
  const onReport = useCallback((report: CaptchaReport) => {
    captchaState.current = report;
  }, []);
  const captcha = useMemo<CaptchaControl>(() => ({ round: captchaRound, onReport }), [captchaRound, onReport]);

  async function submit(values: Record<string, unknown>, files?: Record<string, File | undefined>): Promise<boolean> {
    const gate = captchaState.current;
    if (gate.shown && !gate.payload) {
      setError("altcha" as Path<T>, {
        type: "required",
        message: gate.status === "verifying" ? CAPTCHA_MESSAGES.verifying : CAPTCHA_MESSAGES.required,
      });
      gate.focus?.();
      return false;
    }
    const body = gate.shown ? { ...values, altcha: gate.payload } : values;
    const attemptKey = (key.current ??= idempotencyKey());
    const hasFiles = Object.values(files ?? {}).some(Boolean);
    if (hasFiles) setProgress(0);
    const sentAt = Date.now();
    try {
      const channel = await requestChannel(endpoint);
      const send = () =>
        submitRequest(channel, endpoint, body, { files, idempotencyKey: attemptKey, onProgress: setProgress });
      try {
        setReceipt(await send());
      } catch (error) {
        // The API refuses a lapsed session instead of taking the sender for an anonymous one.
        // The authenticated channel has renewed and retried already; the public one has not.
        if (!isSessionRefusal(error)) throw error;
        if (readSessionHint() === undefined || !(await (await loadBrowserChannels()).renewSession(sentAt))) {
          // Signed out meanwhile: the captcha now shows; the sender ticks it and sends again.
          setError("altcha" as Path<T>, { type: "server", message: CAPTCHA_MESSAGES.sessionEnded });
          return false;
        }
        setReceipt(await send());
      }
      key.current = undefined;
      return true;
    } catch (error) {
      handleFormError(error, setError, [...fields, "altcha"]);
      // The server may have spent the solution before refusing something else.
      setCaptchaRound((n) => n + 1);
      return false;
    } finally {
      setProgress(null);
    }
  }

  return { submit, receipt, progress, captcha, clearReceipt: () => setReceipt(undefined) };
}

const isSessionRefusal = (error: unknown) => error instanceof ApiError && error.status === 401;
