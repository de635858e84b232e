// POST /api/v1/admin/requests/{id}/profile (reviewers of its kind, admins): an approved freelancer
// registration or mentor application becomes its public profile (201 {id, url}); again, the profile
// already made (200). 409 before approval; 422 for another kind.
import { getDb } from "@/server/db/client";
import { requestIdOf } from "@/server/desk/reviewable-request";
import { publishProfile } from "@/server/desk/profiles";
import { apiHandler } from "@/server/http/handler";
import { requireStaff } from "@/server/staff/access";
import { canReview } from "@/shared/staff";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

export const POST = apiHandler(async (request: Request, { params }: Context) => {
  const staff = await requireStaff(request, (access) => canReview(access));
  const id = await requestIdOf(params);
  const { profile, created } = await publishProfile(await getDb(), staff, id);
  return Response.json(profile, { status: created ? 201 : 200 });
});
