// The content desk's images (issue 14): an editor uploads a JPG, PNG or WebP with its text
// alternative; the server keeps only WebP variants in the purpose's sizes (a cover 1200×675 and
// 600×338, a logo SPEC §9's 148×148 and 296×296), upright by the EXIF orientation and with no
// metadata, read back at the public route with headers that let nothing in them run. SVG, HTML
// dressed as PNG, GIF, a broken or huge image are refused with nothing stored; an event's uploaded
// cover needs its text alternative, which the public event API then answers.
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { crc32, deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as upload } from "@/app/api/v1/admin/content/images/route";
import { POST as publish } from "@/app/api/v1/admin/content/events/[id]/publish/route";
import { PATCH as patch } from "@/app/api/v1/admin/content/events/[id]/route";
import { POST as restore } from "@/app/api/v1/admin/content/events/[id]/versions/[version]/restore/route";
import { POST as createEvent } from "@/app/api/v1/admin/content/events/route";
import { GET as eventBySlug } from "@/app/api/v1/event/slug/route";
import { GET as eventView } from "@/app/api/v1/event/view/route";
import { GET as readImage } from "@/app/api/v1/media/images/[file]/route";
import { auditLog, contentImages } from "@/server/db/schema";
import { IMAGE_NOT_UPLOADED_MESSAGE, TOO_MANY_PIXELS_MESSAGE, UNREADABLE_IMAGE_MESSAGE } from "@/server/media/images";
import { seedEvents } from "@/server/seed/events";
import { setFileStorage, type FileStorage } from "@/server/storage";
import type { AdminImage } from "@/shared/types/content";
import type { AdminEvent } from "@/shared/types/events";
import type { EventDetail } from "@/shared/types/events";
import { COVER_ALT_REQUIRED_MESSAGE } from "@/validation/content/event";
import { withFreshDatabase } from "../../support/database";
import { staffAccount, type Account } from "../../support/staff";

type Handler = (request: Request, context: never) => Promise<Response>;
type Upload = { bytes: Uint8Array; name: string; type?: string };
type FieldError = { field: string; message: string };

const ALT = "نمای سالن اصلی آوینوکس در یک عصر کارگاه";

/** The upload route called as this account (or nobody), with `alt` and `purpose` beside the file. */
function uploadAs(
  account: Account | null,
  file: Upload | null,
  fields: Record<string, string> = { alt: ALT },
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new File([file.bytes as BlobPart], file.name, { type: file.type ?? "image/png" }));
  const headers: Record<string, string> = { "x-avinox-client-ip": "10.79.1.2" };
  if (account) headers.authorization = `Bearer ${account.token}`;
  return upload(
    new Request("http://localhost/api/v1/admin/content/images", { method: "POST", body: form, headers }),
    undefined as never,
  );
}

/** An admin content-events route called as this account with a JSON body. */
function eventCall(
  account: Account,
  handler: Handler,
  body: unknown,
  params: Record<string, string | number> = {},
  method = "POST",
): Promise<Response> {
  const request = new Request("http://localhost/api/v1/admin/content/events", {
    method,
    headers: {
      authorization: `Bearer ${account.token}`,
      "x-avinox-client-ip": "10.79.1.3",
      "content-type": "application/json",
    },
    body: JSON.stringify(body),
  });
  return handler(request, {
    params: Promise.resolve(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))),
  } as never);
}

/** The public route as a browser asks for it, by the last segment of the path. */
const publicImage = (file: string) =>
  readImage(new Request(`http://localhost/api/v1/media/images/${file}`), {
    params: Promise.resolve({ file }),
  } as never);
/** A variant's public address → its answer. */
const fetchVariant = (url: string) => publicImage(url.slice("/api/v1/media/images/".length));

/** A photo-like PNG: left half red, right half blue, carrying EXIF a visitor must never get. */
async function twoColourImage(
  width: number,
  height: number,
  format: "png" | "jpeg",
  orientation?: number,
): Promise<Uint8Array> {
  const half = Math.floor(width / 2);
  const red = await sharp({ create: { width: half, height, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  let image = sharp({ create: { width, height, channels: 3, background: "#0000ff" } })
    .composite([{ input: red, left: 0, top: 0 }])
    .withExif({ IFD0: { Copyright: "Owner's camera", ImageDescription: "35.6892N 51.3890E" } });
  if (orientation) image = image.withMetadata({ orientation });
  return new Uint8Array(await (format === "png" ? image.png() : image.jpeg()).toBuffer());
}

/** A PNG whose header claims `width`×`height` pixels, with almost no data behind it. */
function pngClaiming(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const body = new Uint8Array([...new TextEncoder().encode(type), ...data]);
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(body, 4);
    view.setUint32(8 + data.length, crc32(body));
    return out;
  };
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array([
    ...signature,
    ...chunk("IHDR", header),
    ...chunk("IDAT", new Uint8Array(deflateSync(new Uint8Array(64)))),
    ...chunk("IEND", new Uint8Array()),
  ]);
}

/** An in-memory file storage: what the upload stored, and nothing else. */
const stored = new Map<string, Uint8Array>();

describe("the content desk's images", () => {
  const database = withFreshDatabase();
  const db = () => database.handle().db;
  let admin: Account;
  let editor: Account;
  let reviewer: Account;
  let photo: Uint8Array;

  beforeAll(async () => {
    setFileStorage({
      put: async (name, bytes) => void stored.set(name, bytes),
      get: async (name) => stored.get(name),
      delete: async (name) => void stored.delete(name),
    } satisfies FileStorage);
    await seedEvents(db());
    admin = await staffAccount(db(), "admin");
    editor = await staffAccount(db(), "editor", [], "ویراستار");
    reviewer = await staffAccount(db(), "reviewer");
    photo = await twoColourImage(1600, 1000, "png");
  });
  afterAll(() => setFileStorage(undefined));

  async function uploaded(
    account: Account,
    file: Upload,
    fields: Record<string, string> = { alt: ALT },
  ): Promise<AdminImage> {
    const response = await uploadAs(account, file, fields);
    expect(response.status).toBe(201);
    return (await response.json()) as AdminImage;
  }

  /** A refused upload: the status, the errors, and that nothing new was stored or recorded. */
  async function refused(
    file: Upload | null,
    fields?: Record<string, string>,
  ): Promise<{ status: number; body: unknown }> {
    const files = stored.size;
    const rows = (await db().select().from(contentImages)).length;
    const response = await uploadAs(editor, file, fields);
    expect(stored.size).toBe(files);
    expect(await db().select().from(contentImages)).toHaveLength(rows);
    return { status: response.status, body: await response.json() };
  }

  it("turns an editor's PNG into WebP covers of 1200×675 and 600×338, without its metadata, recorded and audited", async () => {
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const image = await uploaded(editor, { bytes: photo, name: "سالن.png" });
    expect(image).toMatchObject({ purpose: "cover", alt: ALT, width: 1200, height: 675 });
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([
      [1200, 675],
      [600, 338],
    ]);
    expect(image.url).toBe(image.variants[0]!.url);
    for (const variant of image.variants) {
      expect(variant.url).toMatch(/^\/api\/v1\/media\/images\/img-[0-9a-f]{32}-\d+x\d+\.webp$/);
      const response = await fetchVariant(variant.url);
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: "webp",
        width: variant.width,
        height: variant.height,
      });
      expect({ exif: metadata.exif, xmp: metadata.xmp, icc: metadata.icc }).toEqual({
        exif: undefined,
        xmp: undefined,
        icc: undefined,
      });
      expect(bytes.includes("35.6892N")).toBe(false);
    }
    // Only the variants were kept, not the upload.
    expect([...stored.keys()].sort()).toEqual(image.variants.map((v) => v.url.split("/").pop()).sort());

    const [row] = await db().select().from(contentImages).where(eq(contentImages.id, image.id));
    expect(row).toMatchObject({
      purpose: "cover",
      alt: ALT,
      width: 1600,
      height: 1000,
      bytes: photo.byteLength,
      uploadedBy: editor.id,
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "content.image.upload"), eq(auditLog.entityId, String(image.id))));
    expect(entry).toMatchObject({ actorId: editor.id, entity: "image", before: null });
    expect(entry!.after).toMatchObject({ alt: ALT, purpose: "cover", url: image.url });
  });

  it("makes a logo SPEC §9's 148×148 (and 296×296), and an admin may upload too", async () => {
    const image = await uploaded(
      admin,
      { bytes: await twoColourImage(500, 400, "png"), name: "logo.png" },
      { alt: "لوگوی استارتاپ نمونه", purpose: "logo" },
    );
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([
      [296, 296],
      [148, 148],
    ]);
    const small = await sharp(Buffer.from(await (await fetchVariant(image.variants[1]!.url)).arrayBuffer())).metadata();
    expect([small.format, small.width, small.height]).toEqual(["webp", 148, 148]);
  });

  it("turns a JPEG upright by its EXIF orientation", async () => {
    // Stored 1600×900 with orientation 6 (turn 90° clockwise): seen as 900×1600, red on top.
    const jpeg = await twoColourImage(1600, 900, "jpeg", 6);
    const image = await uploaded(editor, { bytes: jpeg, name: "portrait.jpg", type: "image/jpeg" });
    const { data, info } = await sharp(Buffer.from(await (await fetchVariant(image.url)).arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
    const isBlue = ([r, g, b]: number[]) => b! > 200 && r! < 60 && g! < 60;
    expect([isRed(pixel(600, 20)), isBlue(pixel(600, 655))]).toEqual([true, true]);
  });

  it("refuses what is not a JPG, PNG or WebP by its bytes, an image that does not decode or is huge, and stores nothing", async () => {
    const typeMessage = [{ field: "file", message: "تصویر باید یکی از این نوع‌ها باشد: JPG، PNG، WebP" }];
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    expect(await refused({ bytes: svg, name: "logo.svg", type: "image/svg+xml" })).toEqual({
      status: 422,
      body: typeMessage,
    });
    expect(await refused({ bytes: svg, name: "logo.png" })).toEqual({ status: 422, body: typeMessage });
    const html = new TextEncoder().encode(
      "<!doctype html><html><body><script>fetch('/api/v1/user')</script></body></html>",
    );
    expect(await refused({ bytes: html, name: "photo.png" })).toEqual({ status: 422, body: typeMessage });
    const gif = new Uint8Array(
      await sharp({ create: { width: 700, height: 400, channels: 3, background: "#00ff00" } })
        .gif()
        .toBuffer(),
    );
    expect(await refused({ bytes: gif, name: "anim.gif", type: "image/gif" })).toEqual({
      status: 422,
      body: typeMessage,
    });

    const truncated = photo.subarray(0, Math.floor(photo.byteLength * 0.6));
    expect(await refused({ bytes: truncated, name: "broken.png" })).toEqual({
      status: 422,
      body: [{ field: "file", message: UNREADABLE_IMAGE_MESSAGE }],
    });
    for (const [width, height] of [
      [9_000, 5_000],
      [20_000, 20_000],
    ]) {
      expect(await refused({ bytes: pngClaiming(width!, height!), name: "bomb.png" })).toEqual({
        status: 422,
        body: [{ field: "file", message: TOO_MANY_PIXELS_MESSAGE }],
      });
    }
    const tiny = new Uint8Array(
      await sharp({ create: { width: 300, height: 200, channels: 3, background: "#000" } })
        .png()
        .toBuffer(),
    );
    expect(await refused({ bytes: tiny, name: "tiny.png" })).toEqual({
      status: 422,
      body: [{ field: "file", message: "تصویر باید دست‌کم ۶۰۰ در ۳۳۸ پیکسل باشد." }],
    });
  });

  it("answers 413 over 5 MB, and needs the file and its text alternative", async () => {
    const large = new Uint8Array(5 * 1024 * 1024 + 1);
    large.set(photo.subarray(0, 64));
    const tooLarge = await refused({ bytes: large, name: "large.png" });
    expect(tooLarge.status).toBe(413);
    expect((tooLarge.body as { message: string }).message).toBe("حجم تصویر باید کمتر از ۵۱۲۰ کیلوبایت باشد.");

    expect(await refused({ bytes: photo, name: "photo.png" }, {})).toEqual({
      status: 422,
      body: [{ field: "alt", message: "متن جایگزین تصویر الزامی است" }],
    });
    expect(await refused({ bytes: photo, name: "photo.png" }, { alt: "  " })).toEqual({
      status: 422,
      body: [{ field: "alt", message: "متن جایگزین تصویر الزامی است" }],
    });
    expect(
      ((await refused({ bytes: photo, name: "photo.png" }, { alt: ALT, purpose: "banner" })).body as FieldError[])[0]!
        .field,
    ).toBe("purpose");
    expect(await refused(null)).toEqual({ status: 422, body: [{ field: "file", message: "تصویر الزامی است" }] });
  });

  it("lets editors and admins upload, not reviewers or strangers", async () => {
    const files = stored.size;
    expect((await uploadAs(reviewer, { bytes: photo, name: "photo.png" })).status).toBe(403);
    expect((await uploadAs(null, { bytes: photo, name: "photo.png" })).status).toBe(401);
    expect(stored.size).toBe(files);
  });

  it("serves a variant as an inert image, cached for good, and only stored names", async () => {
    const image = await uploaded(editor, { bytes: photo, name: "photo.png" });
    const response = await fetchVariant(image.variants[1]!.url);
    expect(
      Object.fromEntries(
        [
          "content-type",
          "cache-control",
          "x-content-type-options",
          "content-security-policy",
          "content-disposition",
        ].map((name) => [name, response.headers.get(name)]),
      ),
    ).toEqual({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "content-disposition": "inline",
    });
    const storedName = image.url.split("/").pop()!;
    for (const name of [
      "../" + storedName,
      "..%2F..%2Fetc%2Fpasswd",
      storedName.replace(".webp", ".svg"),
      `img-${"0".repeat(32)}-1200x675.webp`,
      "favicon.ico",
    ]) {
      const missing = await publicImage(name);
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { message: string }).message).toBe("این تصویر پیدا نشد.");
    }
  });

  describe("as an event's cover", () => {
    const eventInput = (extra: Record<string, unknown>) => ({
      title: "شب ارائه استارتاپ‌های کرمان",
      summary: "ده تیم نوپا ایده‌هایشان را در پنج دقیقه به سرمایه‌گذاران معرفی می‌کنند.",
      description: "هر تیم پنج دقیقه فرصت دارد و پس از آن پنج دقیقه پرسش و پاسخ. ورود برای همه آزاد است.",
      category: "رویداد",
      capacity: 80,
      price: 0,
      location_title: "سالن اصلی آوینوکس",
      address: "کرمان، بلوار جمهوری، کافه نوآوری آوینوکس",
      starts_at: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 20 * 86_400_000 + 3 * 3_600_000).toISOString(),
      ...extra,
    });

    it("needs its text alternative, and the public event API answers both once it is published", async () => {
      const image = await uploaded(editor, { bytes: photo, name: "pitch-night.png" });
      const missing = await eventCall(editor, createEvent, eventInput({ cover: image.url }));
      expect(missing.status).toBe(422);
      expect(await missing.json()).toEqual([{ field: "cover_alt", message: COVER_ALT_REQUIRED_MESSAGE }]);
      const unknown = await eventCall(
        editor,
        createEvent,
        eventInput({ cover: `/api/v1/media/images/img-${"a".repeat(32)}-1200x675.webp`, cover_alt: ALT }),
      );
      expect(await unknown.json()).toEqual([{ field: "cover", message: IMAGE_NOT_UPLOADED_MESSAGE }]);

      const created = await eventCall(
        editor,
        createEvent,
        eventInput({ cover: image.url, cover_alt: "ارائه‌دهنده‌ای روی صحنه کنار اسلاید" }),
      );
      expect(created.status).toBe(201);
      const event = (await created.json()) as AdminEvent;
      expect({ cover: event.cover, cover_alt: event.cover_alt }).toEqual({
        cover: image.url,
        cover_alt: "ارائه‌دهنده‌ای روی صحنه کنار اسلاید",
      });
      expect((await eventCall(editor, publish, { version: event.version }, { id: event.id })).status).toBe(200);

      const bySlug = await eventBySlug(
        new Request(`http://localhost/api/v1/event/slug?slug=${encodeURIComponent(event.slug)}`),
        undefined as never,
      );
      expect(bySlug.status).toBe(200);
      const detail = (await bySlug.json()) as EventDetail;
      expect({ cover: detail.cover, cover_alt: detail.cover_alt }).toEqual({
        cover: image.url,
        cover_alt: "ارائه‌دهنده‌ای روی صحنه کنار اسلاید",
      });
      const byId = (await (
        await eventView(new Request(`http://localhost/api/v1/event/view?id=${event.id}`), undefined as never)
      ).json()) as EventDetail;
      expect(byId.cover_alt).toBe("ارائه‌دهنده‌ای روی صحنه کنار اسلاید");
      expect((await fetchVariant(detail.cover)).status).toBe(200);
    });

    it("keeps an uploaded cover's text alternative through edits, and restores an old version with the drawn cover and none", async () => {
      const created = await eventCall(editor, createEvent, eventInput({ title: "کارگاه عکاسی با تلفن همراه" }));
      expect(created.status).toBe(201);
      const draft = (await created.json()) as AdminEvent;
      expect(draft.cover_alt).toBeNull();
      expect(draft.cover).toMatch(/^\/media\/art\/event\//);

      const image = await uploaded(editor, { bytes: photo, name: "workshop.png" });
      const noAlt = await eventCall(
        editor,
        patch,
        { cover: image.url, version: draft.version },
        { id: draft.id },
        "PATCH",
      );
      expect(await noAlt.json()).toEqual([{ field: "cover_alt", message: COVER_ALT_REQUIRED_MESSAGE }]);
      const withAlt = (await (
        await eventCall(
          editor,
          patch,
          { cover: image.url, cover_alt: "دستی که با تلفن از فنجان قهوه عکس می‌گیرد", version: draft.version },
          { id: draft.id },
          "PATCH",
        )
      ).json()) as AdminEvent;
      expect(withAlt.cover_alt).toBe("دستی که با تلفن از فنجان قهوه عکس می‌گیرد");
      // Clearing the text while the uploaded cover stays is refused.
      const cleared = await eventCall(
        editor,
        patch,
        { cover_alt: null, version: withAlt.version },
        { id: draft.id },
        "PATCH",
      );
      expect(await cleared.json()).toEqual([{ field: "cover_alt", message: COVER_ALT_REQUIRED_MESSAGE }]);

      const restored = await eventCall(editor, restore, { version: withAlt.version }, { id: draft.id, version: 1 });
      expect(restored.status).toBe(200);
      expect((await restored.json()) as AdminEvent).toMatchObject({ cover: draft.cover, cover_alt: null });
    });
  });
});
