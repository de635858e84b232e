// A new password, typed twice (SPEC §5's confirmed rule): on sign-in after a forgotten password and
// on the profile's password page. Each takes its form's bound field.
import { PasswordField } from "@/components/ui/field";
import type { BoundField } from "@/lib/bind-fields";
import { NEW_PASSWORD_LABEL, PASSWORD_HINT } from "@/validation/auth";

type Props = {
  password: BoundField;
  confirmation: BoundField;
  /** What the examples in the empty fields call it. */
  called?: string;
};

export function NewPasswordFields({ password, confirmation, called = "رمز عبور" }: Props) {
  return (
    <>
      <PasswordField
        label={NEW_PASSWORD_LABEL}
        required
        autoComplete="new-password"
        placeholder={`${called} را وارد کنید`}
        hint={PASSWORD_HINT}
        {...password}
      />
      <PasswordField
        label={`تکرار ${NEW_PASSWORD_LABEL}`}
        required
        autoComplete="new-password"
        placeholder={`${called} را دوباره وارد کنید`}
        {...confirmation}
      />
    </>
  );
}
