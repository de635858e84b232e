"use client";
// Sending a request form: one idempotency key per attempt until it succeeds (a double click or a
// retry stores one request), upload progress, field errors onto the form, a fresh captcha after a
// failure, and the receipt on success.
import { useRef, useState } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { authApi } from "@/lib/api/browser";
import { submitRequest } from "@/lib/api/resources/requests";
import type { RequestReceipt } from "@/lib/api/types/requests";
import { handleFormError, idempotencyKey } from "@/lib/forms";

type Options<T extends FieldValues> = { endpoint: string; setError: UseFormSetError<T>; fields: readonly string[] };

export function useSubmitRequest<T extends FieldValues>({ endpoint, setError, fields }: Options<T>) {
  const key = useRef<string | undefined>(undefined);
  const [receipt, setReceipt] = useState<RequestReceipt>();
  const [progress, setProgress] = useState<number | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);

  async function submit(values: Record<string, unknown>, files?: Record<string, File | undefined>): Promise<boolean> {
    key.current ??= idempotencyKey();
    const hasFiles = Object.values(files ?? {}).some(Boolean);
    if (hasFiles) setProgress(0);
    try {
      setReceipt(await submitRequest(authApi(), endpoint, values, { files, idempotencyKey: key.current, onProgress: setProgress }));
      key.current = undefined;
      return true;
    } catch (error) {
      handleFormError(error, setError, [...fields, "captcha_answer"]);
      setCaptchaRound((n) => n + 1);
      return false;
    } finally {
      setProgress(null);
    }
  }

  return { submit, receipt, progress, captchaRound, clearReceipt: () => setReceipt(undefined) };
}
