"use client";
import type { ButtonHTMLAttributes } from "react";
import { useDelayedFlag } from "@/lib/hooks/use-delayed-flag";

type Variant = "primary" | "secondary" | "ghost";

const variants: Record<Variant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-brand-700/60",
  secondary: "border border-brand-300 bg-white text-brand-800 hover:bg-brand-50",
  ghost: "text-brand-800 hover:bg-brand-50",
};

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; busy?: boolean; busyLabel?: string };

/**
 * A button that says when it is working and cannot be pressed twice meanwhile. A second press is
 * refused at once; the spinner and the busy label appear only once the wait lasts (SPEC §9), so a
 * quick answer does not flash them.
 */
export function Button({
  variant = "primary",
  busy = false,
  busyLabel = "در حال ارسال…",
  className = "",
  children,
  disabled,
  onClick,
  ...rest
}: Props) {
  const showBusy = useDelayedFlag(busy);
  return (
    <button
      {...rest}
      disabled={disabled || showBusy}
      aria-disabled={busy && !showBusy && !disabled ? true : undefined}
      aria-busy={showBusy || undefined}
      onClick={(event) => {
        // Also cancels a form's submission (a press or Enter in a field) while the last one runs.
        if (busy) return event.preventDefault();
        onClick?.(event);
      }}
      className={`inline-flex items-center justify-center gap-2 rounded-xl px-5 py-3 font-bold transition disabled:cursor-not-allowed ${variants[variant]} ${className}`}
    >
      {showBusy && (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 animate-spin"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        >
          <path d="M12 3a9 9 0 1 0 9 9" strokeLinecap="round" />
        </svg>
      )}
      {showBusy ? busyLabel : children}
    </button>
  );
}
