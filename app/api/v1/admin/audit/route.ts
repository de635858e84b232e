// GET /api/v1/admin/audit (admins): the audit log, newest first; filters actor, entity,
// entity_id, action.
import { getDb } from "@/server/db/client";
import { listAudit } from "@/server/audit/log";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { requireStaff } from "@/server/staff/access";
import { staffRef } from "@/server/desk/serialize";
import { canManageStaff } from "@/shared/staff";
import type { DeskAuditEntry } from "@/shared/types/desk";
import { auditQuery } from "@/shared/queries/desk";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    await requireStaff(request, canManageStaff);
    const params = new URL(request.url).searchParams;
    const page = parsePagination(params, { defaultPerPage: 50, maxPerPage: 100 });
    const { actor, entity, entity_id, action } = parseQuery(auditQuery, params);
    const { rows, total } = await listAudit(
      await getDb(),
      { actorId: actor, entity, entityId: entity_id, action },
      page,
    );
    const entries: DeskAuditEntry[] = rows.map(({ entry, actor }) => ({
      id: entry.id,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      actor: staffRef(actor),
      before: entry.before,
      after: entry.after,
      ip: entry.ip,
      created_at: entry.createdAt.toISOString(),
    }));
    return listResponse(entries, total, page);
  },
  { cache: notShared },
);
