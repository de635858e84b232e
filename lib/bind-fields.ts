// A form's field as one spread: react-hook-form's registration and the field's message, so a form
// writes `<TextField label="شهر" {...field("city")} />` instead of naming the field twice.
import {
  get,
  type Control,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from "react-hook-form";

/** What a field component takes from its form: the registration and the message to show. */
export type BoundField<Name extends string = string> = UseFormRegisterReturn<Name> & { error?: string };

/** The message of one field (a nested name such as "a.b" too). */
export function messageOf<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>): string | undefined {
  return (get(errors, name) as FieldError | undefined)?.message;
}

/**
 * Binds a form's fields by name. Pass `formState.errors` read while the form renders, so
 * react-hook-form re-renders the form when a message changes.
 */
export function fieldBinder<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return <Name extends Path<T>>(name: Name, options?: RegisterOptions<T, Name>): BoundField<Name> => ({
    ...register(name, options),
    error: messageOf(errors, name),
  });
}

/**
 * What a field bound through the form's control takes (a file, a date, a list): the control and
 * the field's name. `Checked` is what the form's resolver makes of the values (useRequestForm's Output).
 */
export type ControlledField<T extends FieldValues, Checked = T> = {
  control: Control<T, unknown, Checked>;
  name: Path<T>;
};
