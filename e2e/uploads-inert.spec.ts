// Uploaded files never run script on the site (issue 14): an SVG or an HTML page is refused
// wherever a file is taken, whatever its name says, and a file that passes the check of its first
// bytes but carries an HTML page after them (a "polyglot") reaches staff only as what it claims to
// be: a picture drawn as a picture, a document only downloaded. The browser runs nothing of it, on
// the desk or opened on its own.
import { expect, test, type Page } from "./test";
import { E2E_ADMIN_MOBILE, E2E_EDITOR_MOBILE } from "./env";
import { signInStaff } from "./staff";
import { freelancerPayload, signInMember } from "./support";

test.beforeEach(({}, testInfo) =>
  test.skip(testInfo.project.name !== "desktop", "server behaviour, the same on every viewport"),
);

const SCRIPT = "<script>window.top.ranUploadedScript = true; alert('uploaded script')</script>";
const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert('svg')">${SCRIPT}</svg>`);
const html = Buffer.from(`<!doctype html><html><body><h1>pwned</h1>${SCRIPT}</body></html>`);
/** A PDF's and a PNG's signature, then an HTML page: what a browser that guessed types would run. */
const pdfPolyglot = Buffer.concat([Buffer.from("%PDF-1.4\n"), html, Buffer.alloc(400, 32)]);
const pngPolyglot = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), html]);

const CLIENT = { "client-id": "web" };

/** Every alert any page of the context opens, and whether an uploaded script ran in `page`. */
function watchForScript(page: Page): { dialogs: string[]; ran: () => Promise<boolean> } {
  const dialogs: string[] = [];
  page.context().on("page", (opened) => opened.on("dialog", (d) => void (dialogs.push(d.message()), d.dismiss())));
  page.on("dialog", (d) => void (dialogs.push(d.message()), d.dismiss()));
  return {
    dialogs,
    ran: () => page.evaluate(() => Boolean((window as unknown as { ranUploadedScript?: boolean }).ranUploadedScript)),
  };
}

async function freelancerRegistration(
  page: Page,
  files: Record<string, { name: string; mimeType: string; buffer: Buffer }>,
) {
  const payload = await freelancerPayload(page.request);
  return page.request.post("/api/v1/freelancer/create", { headers: CLIENT, multipart: { payload, ...files } });
}

test("a visitor's SVG or HTML is refused whatever its name, and a disguised page reaches the desk as an inert picture and a download", async ({
  page,
}) => {
  const watch = watchForScript(page);
  await signInMember(page.request, { firstName: "یاسر", lastName: "مرادی", birthday: "1994-05-01", emailName: "u" });
  const resume = { name: "cv.pdf", mimeType: "application/pdf", buffer: pdfPolyglot };

  // An SVG or an HTML page, named as a picture or a document: refused on the field, in Persian.
  for (const [field, file] of [
    ["avatar", { name: "me.svg", mimeType: "image/svg+xml", buffer: svg }],
    ["avatar", { name: "me.png", mimeType: "image/png", buffer: html }],
    ["resume", { name: "cv.pdf", mimeType: "application/pdf", buffer: html }],
  ] as const) {
    const refused = await freelancerRegistration(page, { resume, [field]: file });
    expect(refused.status(), file.name).toBe(422);
    const errors = (await refused.json()) as Array<{ field: string; message: string }>;
    expect(errors.map((e) => e.field)).toEqual([field]);
    expect(errors[0]!.message).toMatch(/باید یکی از این نوع‌ها باشد/);
  }

  // Signatures that pass, pages behind them: taken, as the picture and the document they claim to be.
  const sent = await freelancerRegistration(page, {
    resume,
    avatar: { name: "me.png", mimeType: "image/png", buffer: pngPolyglot },
  });
  expect(sent.status()).toBe(201);
  const { tracking_code } = (await sent.json()) as { tracking_code: string };
  const mine = (await (await page.request.get("/api/v1/user/requests")).json()) as Array<{
    id: number;
    tracking_code: string;
  }>;
  const id = mine.find((r) => r.tracking_code === tracking_code)!.id;

  // The desk shows the picture as an image and offers the document as a download; nothing runs.
  await signInStaff(page, E2E_ADMIN_MOBILE);
  await page.goto(`/admin/requests/${id}`);
  const files = page.getByRole("region", { name: "فایل‌ها" });
  const preview = files.getByRole("img", { name: "پیش‌نمایش me.png" });
  await expect(preview).toBeAttached();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    files.getByRole("link", { name: "cv.pdf" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("cv.pdf");
  expect(await watch.ran()).toBe(false);

  // Opened on its own, the picture is an image document (no script element, a sandbox with no
  // sources); the document stays a download even when asked for in place.
  const pictureUrl = (await preview.getAttribute("src"))!;
  const documentUrl = (await files.getByRole("link", { name: "cv.pdf" }).getAttribute("href"))!;
  const opened = await page.goto(pictureUrl);
  expect(opened!.headers()["content-type"]).toBe("image/png");
  expect(opened!.headers()["x-content-type-options"]).toBe("nosniff");
  expect(opened!.headers()["content-security-policy"]).toContain("sandbox");
  await expect(page.locator("script")).toHaveCount(0);
  await expect(page.locator("h1")).toHaveCount(0);
  expect(await watch.ran()).toBe(false);
  const [inPlace] = await Promise.all([
    page.waitForEvent("download"),
    page.goto(`${documentUrl}&inline=1`).catch(() => null),
  ]);
  expect(inPlace.suggestedFilename()).toBe("cv.pdf");
  expect(watch.dialogs).toEqual([]);
});

test("an editor's SVG or HTML never becomes a content image, and no stored name but the made WebP is served", async ({
  page,
}) => {
  await signInStaff(page, E2E_EDITOR_MOBILE);
  for (const file of [
    { name: "cover.svg", mimeType: "image/svg+xml", buffer: svg },
    { name: "cover.png", mimeType: "image/png", buffer: html },
    { name: "cover.png", mimeType: "image/png", buffer: pngPolyglot },
  ]) {
    const refused = await page.request.post("/api/v1/admin/content/images", {
      headers: CLIENT,
      multipart: { file, alt: "تصویر آزمایشی", purpose: "cover" },
    });
    expect(refused.status(), `${file.name}: ${file.buffer.subarray(0, 12).toString("latin1")}`).toBe(422);
    const [error] = (await refused.json()) as Array<{ field: string; message: string }>;
    expect(error!.field).toBe("file");
  }
  for (const name of ["img-0123456789abcdef0123456789abcdef-1200x675.svg", "cover.svg", "..%2F..%2Fpackage.json"]) {
    expect((await page.request.get(`/api/v1/media/images/${name}`)).status(), name).toBe(404);
  }
});
