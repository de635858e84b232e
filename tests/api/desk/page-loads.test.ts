// Issue 35, item 3: an editor set an event's pictures to desk addresses, and an admin opening the
// public page wrote seven audit entries in their own name (a request viewed, two exports, three
// downloads, an attendee list): the browser fetched them as images with the admin's cookie. The
// desk's reads of people's data now refuse what a page can make a browser load (an image, a frame,
// a script, a prefetch, anything from another site): 403 in Persian, and no audit entry. The
// desk's own calls, its download links, its image previews (with the address the desk gave that
// staff member) and callers without fetch metadata (a bearer token) still read, and are audited.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as attendees } from "@/app/api/v1/admin/events/[id]/attendees/route";
import { GET as auditRead } from "@/app/api/v1/admin/audit/route";
import { GET as exportCsv } from "@/app/api/v1/admin/requests/export/route";
import { GET as requestCase } from "@/app/api/v1/admin/requests/[id]/route";
import { GET as queue } from "@/app/api/v1/admin/requests/route";
import { GET as download } from "@/app/api/v1/upload/file/route";
import { authCookieNames } from "@/server/auth/cookies";
import { auditLog, events, uploads } from "@/server/db/schema";
import { deskFileUrl, FILE_ADDRESS_STALE_MESSAGE, FILE_GRANT_TTL_SECONDS } from "@/server/desk/files";
import { NOT_FROM_DESK_MESSAGE } from "@/server/http/desk-calls";
import { countAll } from "@/server/catalog/query";
import { seedEvents } from "@/server/seed/events";
import { fileStorage, setFileStorage, type FileStorage } from "@/server/storage";
import type { DeskRequestCase } from "@/shared/types/desk";
import { withFreshDatabase } from "../../support/database";
import { staffAccount, storeRequest, userAccount, type Account } from "../../support/staff";

type Handler = (request: Request, context: never) => Promise<Response>;
type HeaderMap = Record<string, string>;

/** What a browser adds to each kind of load (fetch metadata), and what the desk's client adds. */
const load = (dest: string, mode: string, site = "same-origin"): HeaderMap => ({
  "sec-fetch-dest": dest,
  "sec-fetch-mode": mode,
  "sec-fetch-site": site,
});
const IMAGE = load("image", "no-cors");
const DESK_CALL = { ...load("empty", "cors"), "client-id": "web" };
const LINK = { ...load("document", "navigate"), "sec-fetch-user": "?1" };
const DOWNLOAD_LINK = { ...load("empty", "navigate"), "sec-fetch-user": "?1" };

describe("the desk's reads of people's data, asked for by a page (issue 35)", () => {
  const database = withFreshDatabase();
  const stored = new Map<string, Uint8Array>();
  let admin: Account;
  let colleague: Account;
  let sender: Account;
  let requestId = 0;
  let fileId = 0;
  let photoId = 0;
  let eventId = 0;

  const db = () => database.handle().db;
  const auditCount = async () => (await db().select({ n: countAll }).from(auditLog))[0]!.n;

  beforeAll(async () => {
    const previous: FileStorage = fileStorage();
    setFileStorage({
      put: async (name, data) => void stored.set(name, data),
      get: async (name) => stored.get(name),
      delete: async (name) => void stored.delete(name),
    } as FileStorage);
    admin = await staffAccount(db(), "admin");
    colleague = await staffAccount(db(), "admin");
    sender = await userAccount("فرستنده");
    requestId = (
      await storeRequest(db(), { kind: "job-resume", fullName: "مریم شاکری", userId: null, mobile: "09131112233" })
    ).id;
    await fileStorage().put("page-loads.pdf", new TextEncoder().encode("%PDF-1.4 رزومه"));
    await fileStorage().put("page-loads.png", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const [file, photo] = await db()
      .insert(uploads)
      .values([
        {
          requestId,
          userId: sender.id,
          field: "resume",
          originalName: "رزومه.pdf",
          storedName: "page-loads.pdf",
          mime: "application/pdf",
          size: 20,
        },
        {
          requestId,
          userId: sender.id,
          field: "photo",
          originalName: "عکس.png",
          storedName: "page-loads.png",
          mime: "image/png",
          size: 8,
        },
      ])
      .returning();
    fileId = file!.id;
    photoId = photo!.id;
    await seedEvents(db());
    eventId = (await db().select({ id: events.id }).from(events).limit(1))[0]!.id;
    return () => setFileStorage(previous);
  });

  /** A GET as `account`'s browser (its session cookie) or, with `bearer`, as a script holding its token. */
  function get(
    handler: Handler,
    path: string,
    headers: HeaderMap,
    options: { account?: Account; bearer?: boolean; params?: Record<string, string> } = {},
  ) {
    const account = options.account ?? admin;
    const credentials: HeaderMap = options.bearer
      ? { authorization: `Bearer ${account.token}` }
      : { cookie: `${authCookieNames().token}=${account.token}` };
    const request = new Request(`http://localhost/api/v1/${path}`, {
      headers: { "x-avinox-client-ip": "10.81.0.1", ...credentials, ...headers },
    });
    return handler(request, { params: Promise.resolve(options.params ?? {}) } as never);
  }

  /** Each kind of read that writes an audit entry: what the public page's pictures pointed at. */
  const reads = () => [
    {
      name: "a request's page",
      action: "request.view",
      call: (headers: HeaderMap, options = {}) =>
        get(requestCase, `admin/requests/${requestId}`, headers, { ...options, params: { id: String(requestId) } }),
    },
    {
      name: "the queue's CSV export",
      action: "request.export",
      call: (headers: HeaderMap, options = {}) =>
        get(exportCsv, "admin/requests/export?kind=job-resume", headers, options),
    },
    {
      name: "a request's file",
      action: "request.file",
      call: (headers: HeaderMap, options = {}) => get(download, `upload/file?id=${fileId}`, headers, options),
    },
    {
      name: "an image file, inline",
      action: "request.file",
      call: (headers: HeaderMap, options = {}) => get(download, `upload/file?id=${photoId}&inline=1`, headers, options),
    },
    {
      name: "an event's attendee list",
      action: "event.attendees_view",
      call: (headers: HeaderMap, options = {}) =>
        get(attendees, `admin/events/${eventId}/attendees`, headers, { ...options, params: { id: String(eventId) } }),
    },
  ];

  async function expectRefused(response: Promise<Response>, message = NOT_FROM_DESK_MESSAGE) {
    const before = await auditCount();
    const answer = await response;
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ name: "Forbidden", message, code: 0, status: 403 });
    expect(await auditCount()).toBe(before);
  }

  async function expectRead(response: () => Promise<Response>, action: string) {
    const before = await auditCount();
    const answer = await response();
    expect(answer.status).toBe(200);
    await answer.arrayBuffer();
    expect(await auditCount()).toBe(before + 1);
    const [last] = await db().select().from(auditLog).orderBy(auditLog.id).limit(1).offset(before);
    expect(last).toMatchObject({ action, actorId: admin.id });
  }

  it("refuses each of them as an image of a page of this very site (an event's cover), with no audit entry", async () => {
    for (const read of reads()) await expectRefused(read.call(IMAGE));
  });

  it("refuses each of them asked for by another site, whatever the load (an image, a link, a script's call)", async () => {
    for (const site of ["cross-site", "same-site"]) {
      for (const read of reads()) {
        await expectRefused(read.call(load("image", "no-cors", site)));
        await expectRefused(read.call({ ...load("document", "navigate", site), "sec-fetch-user": "?1" }));
        await expectRefused(read.call({ ...load("empty", "cors", site), "client-id": "web" }));
      }
    }
  });

  it("refuses them as a frame, a script, a style, a font, media, an object, a link's prefetch, or a script that is not the desk's client", async () => {
    const loads = [
      load("iframe", "navigate"),
      load("frame", "navigate"),
      load("script", "no-cors"),
      load("style", "no-cors"),
      load("font", "cors"),
      load("audio", "no-cors"),
      load("video", "no-cors"),
      load("track", "cors"),
      load("object", "no-cors"),
      load("embed", "no-cors"),
      load("worker", "same-origin"),
      // Next's router prefetching a link to it (no client-id), and the same with one.
      { ...load("empty", "cors"), rsc: "1", "next-router-prefetch": "1" },
      { ...DESK_CALL, "next-router-prefetch": "1" },
      // The browser's own prefetch or prerender of a link.
      { ...LINK, "sec-purpose": "prefetch;prerender" },
      { ...load("empty", "no-cors"), "sec-purpose": "prefetch" },
      // A script of the site that is not the desk's client.
      load("empty", "cors"),
    ];
    for (const read of reads()) for (const headers of loads) await expectRefused(read.call(headers));
  });

  it("answers the desk's own call (same origin, its client-id) and audits it", async () => {
    for (const read of reads()) await expectRead(() => read.call(DESK_CALL), read.action);
  });

  it("answers a caller without fetch metadata (a script or service with a bearer token, the server's own render) and audits it", async () => {
    for (const read of reads()) await expectRead(() => read.call({}, { bearer: true }), read.action);
  });

  it("opens the CSV export by the desk's download link, not the JSON reads", async () => {
    await expectRead(() => get(exportCsv, "admin/requests/export", DOWNLOAD_LINK), "request.export");
    await expectRead(() => get(exportCsv, "admin/requests/export", LINK), "request.export");
    await expectRead(() => get(exportCsv, "admin/requests/export", load("empty", "no-cors")), "request.export");
    await expectRefused(get(requestCase, `admin/requests/${requestId}`, LINK, { params: { id: String(requestId) } }));
    await expectRefused(get(attendees, `admin/events/${eventId}/attendees`, LINK, { params: { id: String(eventId) } }));
    await expectRefused(get(queue, "admin/requests", LINK));
    await expectRefused(get(auditRead, "admin/audit", IMAGE));
  });

  it("opens a file by the link and shows an image by the preview the request's page gives this staff member, and by nothing else", async () => {
    const page = await get(requestCase, `admin/requests/${requestId}`, DESK_CALL, {
      params: { id: String(requestId) },
    });
    const { files } = (await page.json()) as DeskRequestCase;
    const [fileUrl, photoUrl] = [files.find((f) => f.id === fileId)!.url, files.find((f) => f.id === photoId)!.url];
    expect(fileUrl).toMatch(new RegExp(`^/api/v1/upload/file\\?id=${fileId}&grant=[0-9a-z]+\\.[\\w-]{32}$`));
    const path = (url: string) => url.replace(/^\/api\/v1\//, "");

    await expectRead(() => get(download, path(fileUrl), LINK), "request.file");
    await expectRead(() => get(download, path(fileUrl), DOWNLOAD_LINK), "request.file");
    const preview = `${path(photoUrl)}&inline=1`;
    await expectRead(() => get(download, preview, IMAGE), "request.file");
    // …in a new tab too, as the preview's own link opens it.
    await expectRead(() => get(download, preview, LINK), "request.file");

    // The address another staff member was given (a colleague's cover set to it) is not theirs.
    await expectRefused(get(download, preview, IMAGE, { account: colleague }), FILE_ADDRESS_STALE_MESSAGE);
    await expectRefused(get(download, path(fileUrl), LINK, { account: colleague }), FILE_ADDRESS_STALE_MESSAGE);
    // Without its grant, with another file's, or one that has run out, neither a link nor an image opens it.
    await expectRefused(get(download, `upload/file?id=${fileId}`, LINK));
    await expectRefused(
      get(download, `${path(fileUrl).replace(`id=${fileId}`, `id=${photoId}`)}&inline=1`, IMAGE),
      FILE_ADDRESS_STALE_MESSAGE,
    );
    const stale = deskFileUrl(photoId, admin.id, Date.now() - (FILE_GRANT_TTL_SECONDS + 60) * 1000);
    await expectRefused(get(download, `${path(stale)}&inline=1`, IMAGE), FILE_ADDRESS_STALE_MESSAGE);
    // A frame never, even with the grant.
    await expectRefused(get(download, preview, load("iframe", "navigate")));
  });

  it("leaves the sender's own download as it was: a link to their file opens it, unaudited", async () => {
    const before = await auditCount();
    const response = await get(download, `upload/file?id=${fileId}`, LINK, { account: sender });
    expect(response.status).toBe(200);
    expect(await auditCount()).toBe(before);
  });
});
