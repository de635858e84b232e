// GET /api/v1/admin/dashboard (reviewers, admins): today's and this week's figures for the kinds
// this member reviews, what waits for a call, and the busiest branches and plans this week.
import { getDb } from "@/server/db/client";
import { deskDashboard } from "@/server/desk/dashboard";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { requireStaff } from "@/server/staff/access";
import { canReview } from "@/shared/staff";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const staff = await requireStaff(request, (access) => canReview(access));
    return deskDashboard(await getDb(), staff.access);
  },
  { cache: notShared },
);
