import "server-only";
import { STAFF_ROLES } from "@/shared/staff";
import type { DeskStaffMember } from "@/shared/types/desk";
import type { StaffMember } from "./members";

export function toDeskStaff(member: StaffMember): DeskStaffMember {
  return {
    id: member.userId,
    name: member.name,
    mobile: member.mobile,
    role: member.role,
    role_label: STAFF_ROLES[member.role],
    kinds: [...member.kinds],
  };
}
