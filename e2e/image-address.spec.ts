// Issue 35, item 3, in a real browser: pictures on a public page that point at the desk's reads
// (a request's page, the CSV export, an attendee list, a request's file) no longer act in the name
// of the admin who opens the page. Such addresses can no longer be saved in an image field (the
// API tests show it), but content stored before may still hold them: the page here gets them the
// way it would show them, as <img> of this very site, so Chromium sends its own fetch
// metadata and the admin's cookie. Each answers 403 and writes no audit entry; the desk's own
// request page, CSV link and file preview still work and are audited.
import { expect, test, type Page } from "./test";
import { E2E_ADMIN_MOBILE } from "./env";
import { signInStaff } from "./staff";
import { freelancerPayload, signInMember } from "./support";

test.beforeEach(({}, testInfo) =>
  test.skip(testInfo.project.name !== "desktop", "server behaviour, the same on every viewport"),
);

const CLIENT = { "client-id": "web" };
/** A PNG's signature: what the upload check reads. */
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

type AuditEntry = { action: string; entity_id: string | null; after: Record<string, unknown> | null };

/** The newest audit entries with this action (read as a script with the session: no fetch metadata). */
async function auditEntries(page: Page, query: string): Promise<AuditEntry[]> {
  const response = await page.request.get(`/api/v1/admin/audit?${query}&per-page=100`);
  expect(response.status()).toBe(200);
  return (await response.json()) as AuditEntry[];
}

/** A freelancer's registration with a picture and a résumé, sent by a fresh member; answers its request id. */
async function requestWithFiles(page: Page): Promise<number> {
  await signInMember(page.request, { firstName: "یاسر", lastName: "مرادی", birthday: "1994-05-01", emailName: "u" });
  const payload = await freelancerPayload(page.request);
  const sent = await page.request.post("/api/v1/freelancer/create", {
    headers: CLIENT,
    multipart: {
      payload,
      resume: {
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n%" + "x".repeat(600) + "\n%%EOF\n"),
      },
      avatar: { name: "me.png", mimeType: "image/png", buffer: png },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { tracking_code } = (await sent.json()) as { tracking_code: string };
  const mine = (await (await page.request.get("/api/v1/user/requests")).json()) as Array<{
    id: number;
    tracking_code: string;
  }>;
  return mine.find((r) => r.tracking_code === tracking_code)!.id;
}

test("an admin opening a public page whose pictures point at the desk's reads writes no audit entry; the desk's own reads still work", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const requestId = await requestWithFiles(page);
  await signInStaff(page, E2E_ADMIN_MOBILE);
  const events = (await (await page.request.get("/api/v1/admin/events")).json()) as Array<{ id: number }>;
  const eventId = events[0]!.id;
  const files = (
    (await (await page.request.get(`/api/v1/admin/requests/${requestId}`)).json()) as {
      files: Array<{ id: number; name: string }>;
    }
  ).files;
  const photoId = files.find((f) => f.name === "me.png")!.id;
  const resumeId = files.find((f) => f.name === "cv.pdf")!.id;
  // What only this test asks for, so its entries are told apart from other tests' on the shared server.
  const probe = `probe-${Date.now()}`;
  const viewsBefore = (await auditEntries(page, `action=request.view&entity=request&entity_id=${requestId}`)).length;
  const filesBefore = (await auditEntries(page, `action=request.file&entity=request&entity_id=${requestId}`)).length;
  const attendeeViewsBefore = (
    await auditEntries(page, `action=event.attendees_view&entity=event&entity_id=${eventId}`)
  ).length;

  // A public page of the site, showing pictures with these addresses.
  const asked = [
    `/api/v1/admin/requests/${requestId}`,
    `/api/v1/admin/requests/export?q=${probe}`,
    `/api/v1/admin/requests/export?q=${probe}-2`,
    `/api/v1/upload/file?id=${resumeId}`,
    `/api/v1/upload/file?id=${photoId}&inline=1`,
    `/api/v1/upload/file?id=${photoId}`,
    `/api/v1/admin/events/${eventId}/attendees`,
  ];
  const answers = new Map<string, number>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/api/v1/admin/") || url.pathname === "/api/v1/upload/file")
      answers.set(url.pathname + url.search, response.status());
  });
  await page.goto("/events");
  await page.evaluate(async (addresses) => {
    const loads = addresses.map(
      (address) =>
        new Promise<void>((resolve) => {
          const img = document.createElement("img");
          img.alt = "";
          img.onload = img.onerror = () => resolve();
          img.src = address;
          document.querySelector("main")!.append(img);
        }),
    );
    // No frame: the page's CSP lets frames come only from the map's site (frame-src), and a refused
    // frame may never fire its load event; the API refuses a frame's load too (tests/api/desk/page-loads.test.ts).
    await Promise.all(loads);
  }, asked);
  await expect.poll(() => asked.every((address) => answers.has(address))).toBe(true);
  for (const address of asked) expect(answers.get(address), address).toBe(403);

  expect(await auditEntries(page, `action=request.view&entity=request&entity_id=${requestId}`)).toHaveLength(
    viewsBefore,
  );
  expect(await auditEntries(page, `action=request.file&entity=request&entity_id=${requestId}`)).toHaveLength(
    filesBefore,
  );
  expect(await auditEntries(page, `action=event.attendees_view&entity=event&entity_id=${eventId}`)).toHaveLength(
    attendeeViewsBefore,
  );
  expect(
    (await auditEntries(page, "action=request.export")).filter((e) => String(e.after?.q ?? "").startsWith(probe)),
  ).toEqual([]);

  // The desk itself: the request's page (audited), its picture shown by its preview, its résumé by its link.
  const preview = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/v1/upload/file?id=${photoId}&grant=`) && response.url().endsWith("&inline=1"),
  );
  await page.goto(`/admin/requests/${requestId}`);
  expect((await preview).status()).toBe(200);
  const filesRegion = page.getByRole("region", { name: "فایل‌ها" });
  await expect(filesRegion.getByRole("img", { name: "پیش‌نمایش me.png" })).toBeAttached();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    filesRegion.getByRole("link", { name: "cv.pdf" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("cv.pdf");
  expect(
    (await auditEntries(page, `action=request.view&entity=request&entity_id=${requestId}`)).length,
  ).toBeGreaterThan(viewsBefore);
  expect(
    (await auditEntries(page, `action=request.file&entity=request&entity_id=${requestId}`)).length,
  ).toBeGreaterThanOrEqual(filesBefore + 2);

  // The queue's CSV link downloads (the browser's download request passes) and is audited.
  await page.goto(`/admin/requests?kind=freelancer-create&q=${probe}`);
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "دریافت CSV" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^avinox-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  expect((await auditEntries(page, "action=request.export")).filter((e) => e.after?.q === probe)).toHaveLength(1);
});
