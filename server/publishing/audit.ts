import "server-only";
// A desk write's entry in the audit log, as every content write makes it: the action named
// "content.<entity>.<action>", by the staff member, from their address, with the item before and after.
import { audit } from "@/server/audit/log";
import type { Database } from "@/server/db/types";
import type { StaffCaller } from "@/server/staff/access";

type Snapshot = Record<string, unknown> | null;

export function auditContent(
  t: Database,
  staff: StaffCaller,
  write: { entity: string; entityId: number; action: string; before: Snapshot; after: Snapshot },
): Promise<void> {
  const { entity, entityId, action, before, after } = write;
  return audit(t, {
    actorId: staff.user.id,
    action: `content.${entity}.${action}`,
    entity,
    entityId,
    before,
    after,
    ip: staff.ip,
  });
}
