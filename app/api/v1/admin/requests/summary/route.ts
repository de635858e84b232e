// GET /api/v1/admin/requests/summary (reviewers, admins): counts per status under the queue's
// other filters, and the oldest request nobody has touched yet.
import { getDb } from "@/server/db/client";
import { parseQueueFilter, queueSummary } from "@/server/desk/queue";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { requireStaff } from "@/server/staff/access";
import { canReview } from "@/shared/staff";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const staff = await requireStaff(request, (access) => canReview(access));
    return queueSummary(
      await getDb(),
      staff.access,
      parseQueueFilter(new URL(request.url).searchParams, staff.user.id),
    );
  },
  { cache: notShared },
);
