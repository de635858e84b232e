// A request's files at the desk: a reviewer of its kind downloads them (audited), a reviewer of
// another kind, an editor and an ordinary user cannot; the sender still can.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as auditLog } from "@/app/api/v1/admin/audit/route";
import { GET as requestCase } from "@/app/api/v1/admin/requests/[id]/route";
import { GET as download } from "@/app/api/v1/upload/file/route";
import { uploads } from "@/server/db/schema";
import { fileStorage, setFileStorage, type FileStorage } from "@/server/storage";
import type { DeskAuditEntry, DeskRequestCase } from "@/shared/types/desk";
import { withFreshDatabase } from "../../support/database";
import { getFrom, bearer } from "../../support/http";
import { staffAccount, storeRequest, userAccount, type Account } from "../../support/staff";

describe("a request's files at the desk", () => {
  const database = withFreshDatabase();
  const bytes = new TextEncoder().encode("%PDF-1.4 résumé");
  const stored = new Map<string, Uint8Array>();
  let sender: Account;
  let reviewer: Account;
  let otherReviewer: Account;
  let editor: Account;
  let admin: Account;
  let requestId = 0;
  let fileId = 0;

  beforeAll(async () => {
    const previous: FileStorage = fileStorage();
    setFileStorage({
      put: async (name, data) => void stored.set(name, data),
      get: async (name) => stored.get(name),
      delete: async (name) => void stored.delete(name),
    } as FileStorage);
    const db = database.handle().db;
    sender = await userAccount("فرستنده");
    reviewer = await staffAccount(db, "reviewer", ["job-resume"]);
    otherReviewer = await staffAccount(db, "reviewer", ["idea"]);
    editor = await staffAccount(db, "editor");
    admin = await staffAccount(db, "admin");
    requestId = (await storeRequest(db, { kind: "job-resume", userId: sender.id, mobile: sender.mobile })).id;
    await fileStorage().put("resume-test.pdf", bytes);
    const [file] = await db
      .insert(uploads)
      .values({
        requestId,
        userId: sender.id,
        field: "resume",
        originalName: "رزومه.pdf",
        storedName: "resume-test.pdf",
        mime: "application/pdf",
        size: bytes.byteLength,
      })
      .returning();
    fileId = file!.id;
    return () => setFileStorage(previous);
  });

  const fetchAs = (account: Account) =>
    getFrom(download, `?id=${fileId}`, { path: "upload/file", headers: bearer(account.token) });

  it("the reviewer finds the file on the request's page and downloads it; the download is audited", async () => {
    const page = (await (
      await requestCase(
        new Request(`http://localhost/api/v1/admin/requests/${requestId}`, { headers: bearer(reviewer.token) }),
        { params: Promise.resolve({ id: String(requestId) }) } as never,
      )
    ).json()) as DeskRequestCase;
    // The address is signed for the reviewer it was shown to, so the page's links and previews open it (issue 35).
    expect(page.files).toMatchObject([
      { name: "رزومه.pdf", url: expect.stringMatching(new RegExp(`^/api/v1/upload/file\\?id=${fileId}&grant=`)) },
    ]);
    const response = await fetchAs(reviewer);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    const entries = (await (
      await getFrom(auditLog, `?action=request.file`, { path: "admin/audit", headers: bearer(admin.token) })
    ).json()) as DeskAuditEntry[];
    expect(entries).toMatchObject([
      { actor: { id: reviewer.id }, entity_id: String(requestId), after: { file_id: fileId, name: "رزومه.pdf" } },
    ]);
  });

  it("a reviewer of another kind and an editor are refused; the sender keeps access", async () => {
    expect((await fetchAs(otherReviewer)).status).toBe(403);
    expect((await fetchAs(editor)).status).toBe(403);
    expect((await fetchAs(sender)).status).toBe(200);
  });
  it("an image is served inline for the desk's preview; any other file stays an attachment even when asked inline", async () => {
    const db = database.handle().db;
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await fileStorage().put("photo-test.png", png);
    const [photo] = await db
      .insert(uploads)
      .values({
        requestId,
        userId: sender.id,
        field: "photo",
        originalName: "عکس.png",
        storedName: "photo-test.png",
        mime: "image/png",
        size: png.byteLength,
      })
      .returning();
    const inline = await getFrom(download, `?id=${photo!.id}&inline=1`, {
      path: "upload/file",
      headers: bearer(reviewer.token),
    });
    expect(inline.status).toBe(200);
    expect(inline.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(inline.headers.get("content-type")).toBe("image/png");
    expect(inline.headers.get("x-content-type-options")).toBe("nosniff");
    const pdf = await getFrom(download, `?id=${fileId}&inline=1`, {
      path: "upload/file",
      headers: bearer(reviewer.token),
    });
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment;/);
    // The preview is a view of personal data too: audited, and only for those who may download.
    expect(
      (
        await getFrom(download, `?id=${photo!.id}&inline=1`, {
          path: "upload/file",
          headers: bearer(otherReviewer.token),
        })
      ).status,
    ).toBe(403);
  });
});
