"use client";
// The body of every error.tsx: the error screen of the failure's status (500 unless the API said
// otherwise), a retry for server failures, and a report; never a stack trace.
import { useEffect } from "react";
import { ErrorScreen } from "./error-screen";
import { isNoResponseError, statusFromError } from "@/lib/api/api-error";
import { NO_RESPONSE_MESSAGE } from "@/shared/status-messages";
import { reportError } from "@/lib/report";

export type RouteErrorProps = { error: Error & { digest?: string }; reset: () => void; retry?: () => void };

export function RouteError({ error, reset, retry, asMain }: RouteErrorProps & { asMain: boolean }) {
  const status = statusFromError(error);
  useEffect(() => {
    if (status >= 500) reportError(error, { digest: error.digest });
  }, [error, status]);
  return (
    <ErrorScreen
      status={status}
      description={isNoResponseError(error) ? NO_RESPONSE_MESSAGE : undefined}
      asMain={asMain}
      action={
        status >= 500 ? (
          <button
            type="button"
            onClick={() => (retry ?? reset)()}
            className="rounded-xl border border-brand-300 px-6 py-3 font-bold text-brand-800 hover:bg-brand-50"
          >
            تلاش دوباره
          </button>
        ) : undefined
      }
    />
  );
}
