"use client";
// The code field: left to right, sized by the code length, filled from the SMS on phones.
import type { InputHTMLAttributes, Ref } from "react";
import { TextField } from "@/components/ui/field";

type Props = InputHTMLAttributes<HTMLInputElement> & { length: number; error?: string; ref?: Ref<HTMLInputElement> };

export function CodeInput({ length, error, ref, ...rest }: Props) {
  return (
    <TextField
      ref={ref}
      label="کد تایید"
      required
      dir="ltr"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      placeholder={"•".repeat(length)}
      style={{ letterSpacing: "0.5em" }}
      className="text-center font-mono text-xl"
      error={error}
      {...rest}
    />
  );
}
