"use client";
// The code field: left to right, sized by the code length, filled from the SMS on phones. Before
// the server has said how long its codes are (no code sent from this page yet), any length the
// API accepts may be typed.
import type { InputHTMLAttributes, Ref } from "react";
import { TextField } from "@/components/ui/field";

/** The longest code the API accepts (validation/auth `codeField`). */
const LONGEST_CODE = 8;

type Props = InputHTMLAttributes<HTMLInputElement> & { length?: number; error?: string; ref?: Ref<HTMLInputElement> };

export function CodeInput({ length, error, ref, ...rest }: Props) {
  return (
    <TextField
      ref={ref}
      label="کد تایید"
      required
      dir="ltr"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length ?? LONGEST_CODE}
      placeholder={"•".repeat(length ?? 6)}
      style={{ letterSpacing: "0.5em" }}
      className="text-center font-mono text-xl"
      error={error}
      {...rest}
    />
  );
}
