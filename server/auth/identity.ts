import "server-only";
// The `identity` the site and other clients read (SPEC §3).
import type { Identity } from "@/shared/types/auth";
import type { User } from "./sessions";

/** A person's first and last name as one, each when present ("" when neither is). */
export function fullNameOf(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ");
}

export function isProfileComplete(user: User): boolean {
  return Boolean(user.firstName && user.lastName && user.nationalCode && user.birthday && user.email);
}

export function toIdentity(user: User): Identity {
  const fullName = fullNameOf(user);
  return {
    id: user.id,
    username: user.mobile,
    mobile: user.mobile,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: fullName || null,
    national_code: user.nationalCode,
    birthday: user.birthday,
    email: user.email,
    has_password: Boolean(user.passwordHash),
    is_complete: isProfileComplete(user),
  };
}
