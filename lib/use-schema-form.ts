"use client";
// The account and sign-in forms (not request forms, which load their schema late): react-hook-form
// checked by the API's own zod schema, on blur and then on input (SPEC §5's eager mode), with its
// fields bound by name and one way to send: the schema's output goes to `action`; the API's 422
// lands on the form's fields (the keys of its defaultValues), anything else the API client toasts.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type * as z4 from "zod/v4/core";
import { handleFormError } from "@/lib/forms";
import { fieldBinder } from "./bind-fields";

export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z4.$ZodType<Output, Input>,
  defaultValues: Input,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: defaultValues as DefaultValues<Input>,
  });
  const { register, handleSubmit, setError, formState } = form;
  return {
    ...form,
    field: fieldBinder(register, formState.errors),
    /** The form's onSubmit: checks every field, then hands the schema's output to `action`. */
    submit: (action: (values: Output) => Promise<unknown> | void) =>
      handleSubmit(async (values) => {
        try {
          await action(values);
        } catch (error) {
          handleFormError(error, setError, Object.keys(defaultValues));
        }
      }),
  };
}
