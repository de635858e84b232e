// GET /api/v1/admin/me (staff): who is at the desk and what their role lets them do.
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { displayName } from "@/server/auth/sign-in";
import { requireStaff } from "@/server/staff/access";
import { canEditContent, canManageStaff, canReview, STAFF_ROLES } from "@/shared/staff";
import type { DeskMe } from "@/shared/types/desk";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request): Promise<DeskMe> => {
    const { user, access } = await requireStaff(request);
    return {
      id: user.id,
      name: displayName(user),
      mobile: user.mobile,
      role: access.role,
      role_label: STAFF_ROLES[access.role],
      kinds: [...access.kinds],
      can: { review: canReview(access), manage_staff: canManageStaff(access), edit_content: canEditContent(access) },
    };
  },
  { cache: notShared },
);
