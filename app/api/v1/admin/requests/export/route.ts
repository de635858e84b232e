// GET /api/v1/admin/requests/export (reviewers, admins): the queue under the same filters as
// GET admin/requests, every page of it, as a CSV file for Excel. Audited (it is personal data). The
// desk offers it as a plain download link, so a link from the site's own pages opens it; an image
// or a frame asking for it does not (server/http/desk-calls.ts).
import { audit } from "@/server/audit/log";
import { getDb } from "@/server/db/client";
import { queueCsv } from "@/server/desk/export";
import { parseQueueFilter } from "@/server/desk/queue";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { requireStaff } from "@/server/staff/access";
import { canReview } from "@/shared/staff";
import { tehranToday } from "@/shared/format/date";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const staff = await requireStaff(request, (access) => canReview(access), { link: true });
    const filter = parseQueueFilter(new URL(request.url).searchParams, staff.user.id);
    const db = await getDb();
    await audit(db, {
      actorId: staff.user.id,
      action: "request.export",
      entity: "request",
      after: { ...filter },
      ip: staff.ip,
    });
    return new Response(queueCsv(db, staff.access, filter), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="avinox-requests-${tehranToday()}.csv"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
  { cache: notShared },
);
