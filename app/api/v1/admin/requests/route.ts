// GET /api/v1/admin/requests (reviewers, admins): the queue of requests this member may review,
// with kind, status, branch, from/to (Jalali days arrive as ISO days), assignee (id | me | none),
// not_called=1, q (name, mobile or tracking code), sort (newest | oldest | updated) and paging.
import { getDb } from "@/server/db/client";
import { listQueue, parseQueueFilter } from "@/server/desk/queue";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { requireStaff } from "@/server/staff/access";
import { canReview } from "@/shared/staff";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const staff = await requireStaff(request, (access) => canReview(access));
    const params = new URL(request.url).searchParams;
    const page = parsePagination(params, { defaultPerPage: 25, maxPerPage: 100 });
    const { items, total } = await listQueue(
      await getDb(),
      staff.access,
      parseQueueFilter(params, staff.user.id),
      page,
    );
    return listResponse(items, total, page);
  },
  { cache: notShared },
);
