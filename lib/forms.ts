// Forms meet the API: a 422's field errors land on the matching fields; anything else stays a
// toast (the API client shows it). Nothing the person typed is cleared.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api/api-error";
import { showToast } from "./toast";

/** Puts server field errors on the form; answers whether any were applied. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  let applied = false;
  for (const { field, message } of error.fields) {
    const name = fields.includes(field) ? field : undefined;
    if (name) {
      setError(name as Path<T>, { type: "server", message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/** A fresh key per submission attempt, so a double click stores one request. */
export function idempotencyKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** After a failed submit: field errors onto fields, a 422 about nothing on screen as a toast. */
export function handleFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): void {
  if (applyServerErrors(error, setError, fields)) return;
  if (error instanceof ApiError && error.status === 422) showToast(error.message, "danger");
}
