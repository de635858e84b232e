// GET /api/v1/admin/requests/{id} (reviewers of its kind, admins): the request's page. Audited.
import { getDb } from "@/server/db/client";
import { readCase } from "@/server/desk/case";
import { requestIdOf } from "@/server/desk/reviewable-request";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { requireStaff } from "@/server/staff/access";
import { canReview } from "@/shared/staff";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

export const GET = apiHandler(
  async (request: Request, { params }: Context) => {
    const staff = await requireStaff(request, (access) => canReview(access));
    return readCase(await getDb(), staff, await requestIdOf(params));
  },
  { cache: notShared },
);
