// GET /api/v1/upload/file?id=: a file sent with a request, only for the user who sent it, for a
// signed-in staff member who reviews that kind of request (the download is audited), or for a
// service holding X-Staff-Key; served as an attachment under its original name. With inline=1 an
// image (bytes checked on upload) is served inline, for the desk's preview; anything else stays an
// attachment. Whatever a file holds beyond its checked first bytes, the browser neither guesses its
// type nor lets it run anything (nosniff, a sandbox with no sources). A staff member's browser gets
// it only by the desk's own call, or by a link or an image of the request's page signed for them
// (server/desk/files.ts), never by a picture or a link another page holds (issue 35).
import { timingSafeEqual } from "node:crypto";
import { serverEnv } from "@/server/env";
import { currentCaller } from "@/server/auth/request-auth";
import { getDb } from "@/server/db/client";
import { HttpError, notFound } from "@/server/http/errors";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { uploadsOf } from "@/server/requests/queries";
import { fileStorage } from "@/server/storage";
import { assertReviewerMayDownload } from "@/server/desk/files";
import { clientIp } from "@/server/http/client-address";
import { isPreviewable } from "@/shared/file-preview";
import { uploadFileQuery } from "@/shared/queries/account";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

function isStaff(request: Request): boolean {
  const expected = serverEnv().STAFF_API_KEY;
  const given = request.headers.get("x-staff-key");
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const GET = apiHandler(
  async (request: Request) => {
    const params = new URL(request.url).searchParams;
    const { id, inline } = parseQuery(uploadFileQuery, params);
    const [file] = await uploadsOf(await getDb(), [id ?? -1]);
    if (!file) throw notFound("فایل پیدا نشد.");
    const staff = isStaff(request);
    const caller = staff ? undefined : await currentCaller(request);
    if (!staff && !caller) throw new HttpError(401);
    if (!staff && caller!.user.id !== file.userId)
      await assertReviewerMayDownload(await getDb(), request, caller!.user.id, file, clientIp(request));
    const bytes = await fileStorage().get(file.storedName);
    if (!bytes) throw notFound("فایل پیدا نشد.");
    const disposition = inline && isPreviewable(file.mime) ? "inline" : "attachment";
    const ascii = file.originalName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
    return new Response(Buffer.from(bytes), {
      headers: {
        "Content-Type": file.mime,
        "Content-Length": String(bytes.byteLength),
        "Content-Disposition": `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
        "X-Content-Type-Options": "nosniff",
        // Opened on its own, even a file that is more than it claims can load and run nothing.
        "Content-Security-Policy": "default-src 'none'; sandbox",
        "Cache-Control": "private, no-store",
      },
    });
  },
  { cache: notShared },
);
