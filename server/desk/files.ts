import "server-only";
// A request's files for the team: a staff member who reviews the request's kind may download them,
// and each download is audited (it is personal data: résumés, ID scans).
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { requests, type uploads } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import { audit } from "@/server/audit/log";
import { staffAccess } from "@/server/staff/members";
import { canReview } from "@/shared/staff";

/** 403 unless this signed-in account reviews the file's kind of request; records the download. */
export async function assertReviewerMayDownload(db: Database, userId: number, file: typeof uploads.$inferSelect, ip: string): Promise<void> {
  const access = await staffAccess(db, userId);
  const [owner] = file.requestId && access ? await db.select({ kind: requests.kind }).from(requests).where(eq(requests.id, file.requestId)).limit(1) : [];
  if (!access || !owner || !canReview(access, owner.kind)) throw new HttpError(403);
  await audit(db, { actorId: userId, action: "request.file", entity: "request", entityId: file.requestId, after: { file_id: file.id, name: file.originalName }, ip });
}
