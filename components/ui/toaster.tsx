"use client";
// Renders the toasts of lib/toast, announced to screen readers (polite; errors assertively).
import { useSyncExternalStore } from "react";
import { closeToast, toastStore, type Toast, type ToastKind } from "@/lib/toast";
import { CloseIcon } from "@/components/icons/solid-icons";

const empty: readonly Toast[] = [];

const kindStyles: Record<ToastKind, string> = {
  success: "border-brand-300 bg-brand-50 text-brand-900",
  danger: "border-red-300 bg-red-50 text-red-900",
  warn: "border-amber-300 bg-amber-50 text-amber-900",
};

const kindLabels: Record<ToastKind, string> = { success: "موفق", danger: "خطا", warn: "هشدار" };

export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => empty);
  const errors = toasts.filter((t) => t.kind === "danger");
  const others = toasts.filter((t) => t.kind !== "danger");
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-[70] flex flex-col items-center gap-2 px-3">
      <div role="alert" aria-live="assertive" className="contents">
        {errors.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="contents">
        {others.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  return (
    <div
      data-testid="toast"
      data-kind={toast.kind}
      className={`pointer-events-auto flex w-full max-w-md animate-toast-in items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${kindStyles[toast.kind]}`}
    >
      <span className="sr-only">{kindLabels[toast.kind]}: </span>
      <p className="flex-1 leading-6">{toast.text}</p>
      <button
        type="button"
        onClick={() => closeToast(toast.id)}
        className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100"
        aria-label="بستن پیام"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
