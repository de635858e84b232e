import "server-only";
// A request's files for the team: a staff member who reviews the request's kind may download them,
// and each download is audited (it is personal data: résumés, ID scans).
//
// The desk opens a file by a link and shows an image file with an `<img>`, loads a browser makes
// for any page, the site's own included (issue 35: a public page's picture set to a file's address
// downloaded it in an admin's name). So a file's address on the request's page carries a grant
// signed for the staff member it was shown to: a link or an image load needs the grant of the one
// who makes it, and only the desk's request page (itself audited) gives one. The desk's own calls
// and callers without fetch metadata need none (server/http/desk-calls.ts).
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { requests, type uploads } from "@/server/db/schema";
import { serverEnv } from "@/server/env";
import { HttpError } from "@/server/http/errors";
import { assertDeskCall, browserLoadOf, NOT_FROM_DESK_MESSAGE } from "@/server/http/desk-calls";
import { audit } from "@/server/audit/log";
import { staffAccess } from "@/server/staff/members";
import { canReview } from "@/shared/staff";
import { fileGrantQuery } from "@/shared/queries/desk";
import { parseQuery } from "@/shared/queries/query";

/** A link or an image with a grant that is not this staff member's, or has run out. */
export const FILE_ADDRESS_STALE_MESSAGE =
  "این نشانی فایل از صفحه درخواست در میز کار شما نیامده یا کهنه شده است؛ صفحه درخواست را دوباره باز کنید و فایل را از همان‌جا بگیرید.";

/** How long a file's address on the request's page stays good: a working day with the page open. */
export const FILE_GRANT_TTL_SECONDS = 12 * 60 * 60;

const grantSignature = (fileId: number, staffId: number, expires: number) =>
  createHmac("sha256", serverEnv().AUTH_SECRET)
    .update(`desk-file|${fileId}|${staffId}|${expires}`)
    .digest("base64url")
    .slice(0, 32);

/** A file's address as the desk's request page shows it to this staff member: signed for them, for FILE_GRANT_TTL_SECONDS. */
export function deskFileUrl(fileId: number, staffId: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + FILE_GRANT_TTL_SECONDS;
  return `/api/v1/upload/file?id=${fileId}&grant=${expires.toString(36)}.${grantSignature(fileId, staffId, expires)}`;
}

/** Whether `grant` is the one the desk gave this staff member for this file, still in time. */
export function isFileGranted(grant: string | null, fileId: number, staffId: number, now = Date.now()): boolean {
  const match = grant ? /^([0-9a-z]{1,10})\.([\w-]{32})$/.exec(grant) : null;
  if (!match) return false;
  const expires = parseInt(match[1]!, 36);
  if (!(expires * 1000 > now)) return false;
  const expected = Buffer.from(grantSignature(fileId, staffId, expires));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * 403 unless this signed-in account reviews the file's kind of request and the browser's load is
 * one the desk makes (a link or an image only with this account's grant); then records the download.
 */
export async function assertReviewerMayDownload(
  db: Database,
  request: Request,
  userId: number,
  file: typeof uploads.$inferSelect,
  ip: string,
): Promise<void> {
  assertDeskCall(request, { link: true, image: true });
  const load = browserLoadOf(request);
  const { grant } = parseQuery(fileGrantQuery, new URL(request.url).searchParams);
  if ((load === "link" || load === "image") && !isFileGranted(grant, file.id, userId))
    throw new HttpError(403, grant ? FILE_ADDRESS_STALE_MESSAGE : NOT_FROM_DESK_MESSAGE);
  const access = await staffAccess(db, userId);
  const [owner] =
    file.requestId && access
      ? await db.select({ kind: requests.kind }).from(requests).where(eq(requests.id, file.requestId)).limit(1)
      : [];
  if (!access || !owner || !canReview(access, owner.kind)) throw new HttpError(403);
  await audit(db, {
    actorId: userId,
    action: "request.file",
    entity: "request",
    entityId: file.requestId,
    after: { file_id: file.id, name: file.originalName },
    ip,
  });
}
