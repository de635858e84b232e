// The provider's staff: their roles and what each may do (issue 13, "Staff and roles"). The API
// checks these on every admin call; the desk pages use the same rules only to hide what would be
// refused anyway.
import { REQUEST_KINDS, type RequestKind } from "./request-labels";

export const STAFF_ROLES = {
  admin: "مدیر",
  reviewer: "کارشناس بررسی درخواست‌ها",
  editor: "ویراستار محتوا",
} as const;

export type StaffRole = keyof typeof STAFF_ROLES;

/** A staff member's access: the role, and for a reviewer the kinds of request it reviews (none named: every kind). */
export type StaffAccess = { role: StaffRole; kinds: readonly RequestKind[] };

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && Object.hasOwn(STAFF_ROLES, value);
}

export function isRequestKind(value: unknown): value is RequestKind {
  return typeof value === "string" && Object.hasOwn(REQUEST_KINDS, value);
}

/** Sees and decides requests of this kind (any kind when none is given). */
export function canReview(access: StaffAccess, kind?: string): boolean {
  if (access.role === "admin") return true;
  if (access.role !== "reviewer") return false;
  return kind === undefined || access.kinds.length === 0 || access.kinds.includes(kind as RequestKind);
}

/** The request kinds this member's queues hold. */
export function reviewableKinds(access: StaffAccess): RequestKind[] {
  const all = Object.keys(REQUEST_KINDS) as RequestKind[];
  return all.filter((kind) => canReview(access, kind));
}

export function canManageStaff(access: StaffAccess): boolean {
  return access.role === "admin";
}

export function canEditContent(access: StaffAccess): boolean {
  return access.role === "admin" || access.role === "editor";
}

/** What one staff member's role says in the desk, with its scope. */
export function accessLabel(access: StaffAccess): string {
  if (access.role !== "reviewer" || access.kinds.length === 0) return STAFF_ROLES[access.role];
  return `${STAFF_ROLES.reviewer} (${access.kinds.map((kind) => REQUEST_KINDS[kind]).join("، ")})`;
}
