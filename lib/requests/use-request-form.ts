"use client";
// One way to build a request form: react-hook-form with the form's schema (loaded, with zod, at the
// form's first check rather than with the page), validation on blur and then on input (SPEC §5's
// eager mode), the signed-in person's details filled in, and the send through useSubmitRequest
// (captcha, idempotency, upload progress, the API's field errors on the fields, the receipt).
// <RequestForm> in components/requests renders the receipt or the form around it.
import { useState, type BaseSyntheticEvent } from "react";
import { get, useForm, type DefaultValues, type FieldError, type FieldValues, type Path } from "react-hook-form";
import type * as z4 from "zod/v4/core";
import { fieldBinder } from "@/lib/bind-fields";
import type { RequestEndpoint } from "@/lib/api/resources/request-endpoints";
import type { Identity } from "@/shared/types/auth";
import type { RequestReceipt } from "@/shared/types/requests";
import { lazySchemaResolver } from "./lazy-schema-resolver";
import { identityName, useIdentityPrefill } from "./use-identity-prefill";
import { useSubmitRequest, type CaptchaControl } from "./use-submit-request";

type Prefill<Input extends FieldValues> = (identity: Identity | undefined) => Partial<Record<Path<Input>, string>>;

type Options<Input extends FieldValues, Output> = {
  endpoint: RequestEndpoint;
  /** Loads the form's schema: `() => import("@/validation/requests/x").then((m) => m.xSchema)`. */
  schema: () => Promise<z4.$ZodType<Output, Input>>;
  /** The empty form. Its keys are also the fields the API's 422 errors may name. */
  defaultValues: Input;
  /** The signed-in person's details as the form's fields (a stable function, declared outside the component). */
  prefill?: NoInfer<Prefill<Input>>;
};

/** The name, mobile and e-mail of forms that call them full_name, mobile and email. */
export function contactPrefill(
  identity: Identity | undefined,
): Partial<Record<"full_name" | "mobile" | "email", string>> {
  return identity ? { full_name: identityName(identity), mobile: identity.mobile, email: identity.email ?? "" } : {};
}

const noPrefill = () => ({});

/** Files go as multipart parts under their field's name; everything else as the JSON fields. */
function splitFiles(values: object): { fields: Record<string, unknown>; files: Record<string, File> } {
  const fields: Record<string, unknown> = {};
  const files: Record<string, File> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof File !== "undefined" && value instanceof File) files[name] = value;
    else fields[name] = value;
  }
  return { fields, files };
}

export function useRequestForm<Input extends FieldValues, Output extends object>({
  endpoint,
  schema,
  defaultValues,
  prefill = noPrefill,
}: Options<Input, Output>) {
  const [resolver] = useState(() => lazySchemaResolver(schema));
  const form = useForm<Input, unknown, Output>({
    resolver,
    mode: "onTouched",
    defaultValues: defaultValues as DefaultValues<Input>,
  });
  const { submit, receipt, progress, captcha, clearReceipt } = useSubmitRequest<Input>({
    endpoint,
    setError: form.setError,
    fields: Object.keys(defaultValues),
  });
  const identity = useIdentityPrefill(form, prefill);
  // Read while this component renders, so react-hook-form re-renders it when they change.
  const { errors, isSubmitting } = form.formState;

  /** Sends checked values (with anything the form adds, e.g. the event's waiting-list flag); answers whether it was stored. */
  const send = (values: Output) => {
    const { fields, files } = splitFiles(values);
    return submit(fields, files);
  };

  return {
    form,
    errors,
    /** A field's registration and message, to spread on a field component: `{...field("city")}`. */
    field: fieldBinder(form.register, errors),
    submitting: isSubmitting,
    /** The form's onSubmit: checks every field, then sends. */
    onSubmit: form.handleSubmit(send),
    send,
    /** Starts loading the schema (the form's first focus). */
    preload: resolver.preload,
    receipt,
    progress,
    captcha,
    captchaError: (get(errors, "altcha") as FieldError | undefined)?.message,
    identity,
    /** After the receipt: an empty form again (or `values`), with the signed-in person's details. */
    startOver: (values: Input = defaultValues) => {
      form.reset({ ...values, ...prefill(identity) } as Input);
      clearReceipt();
    },
  };
}

/** What <RequestForm> needs of the hook's answer, whatever the form's values. */
export type RequestFrame = {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<unknown>;
  preload: () => void;
  receipt: RequestReceipt | undefined;
  startOver: () => void;
  captcha: CaptchaControl;
  captchaError: string | undefined;
  submitting: boolean;
};
