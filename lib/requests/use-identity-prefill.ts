"use client";
// Signed-in people find their details filled in a request form, as soon as the session is known;
// nothing they have typed or changed is replaced.
import { useEffect } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { Identity } from "@/shared/types/auth";
import { useSession } from "@/lib/auth/session";

/** The signed-in person's name on one line (the full name, else first and last name). */
export function identityName(identity: Identity): string {
  return identity.full_name?.trim() || [identity.first_name, identity.last_name].filter(Boolean).join(" ");
}

type PrefillForm<T extends FieldValues> = Pick<UseFormReturn<T>, "getValues" | "getFieldState" | "reset">;

/**
 * Fills the empty, untouched fields `prefillOf` names from the session's identity, and again when it
 * changes. `prefillOf` must be a stable function (declared outside the component). Returns the identity.
 */
export function useIdentityPrefill<T extends FieldValues>(
  { getValues, getFieldState, reset }: PrefillForm<T>,
  prefillOf: (identity: Identity | undefined) => Partial<Record<Path<T>, string>>,
): Identity | undefined {
  const identity = useSession().identity;
  useEffect(() => {
    const values: Record<string, unknown> = getValues();
    let changed = false;
    for (const [field, value] of Object.entries(prefillOf(identity)) as Array<[Path<T>, string]>) {
      if (value && !values[field] && !getFieldState(field).isDirty) {
        values[field] = value;
        changed = true;
      }
    }
    if (changed)
      reset(values as T, { keepErrors: true, keepTouched: true, keepIsSubmitted: true, keepSubmitCount: true });
  }, [identity, prefillOf, getValues, getFieldState, reset]);
  return identity;
}
