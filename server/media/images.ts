import "server-only";
// Images the content desk uploads (issue 14). Only JPG, PNG and WebP, judged by their bytes (an
// SVG or an HTML page can carry script; a GIF is refused too), at most 5 MB and 40 megapixels (a
// small file can declare a huge canvas that would fill the memory when decoded). Each is decoded
// by sharp (libvips), turned upright by its EXIF orientation and written again as WebP in the
// purpose's sizes, with no metadata (camera, GPS position, comments): nothing the sender's file
// carried reaches the site but its pixels. The variants are stored under random names
// (`img-<32 hex>-<w>x<h>.webp`) and read at /api/v1/media/images/{name}.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import type { AdminImage, AdminImageVariant } from "@/shared/types/content";
import { toPersianDigits } from "@/shared/format/digits";
import { limits } from "@/shared/site";
import { audit } from "@/server/audit/log";
import { contentImages } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { ValidationFailure } from "@/server/http/validation";
import type { StaffCaller } from "@/server/staff/access";
import { fileStorage } from "@/server/storage";
import { checkFile, type FileRule, type IncomingFile } from "@/server/uploads/incoming";
import { CONTENT_IMAGE_NAME, CONTENT_IMAGE_PATH, IMAGE_PURPOSES, type ImagePurpose } from "@/shared/content-images";
import { CONTENT_IMAGE_UPLOAD, type ImageUploadInput } from "@/validation/content/image";

/** 8000×5000; a 5 MB PNG of one colour can claim far more. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_FILE_RULE: FileRule = {
  label: CONTENT_IMAGE_UPLOAD.label,
  kinds: ["jpg", "png", "webp"],
  maxBytes: CONTENT_IMAGE_UPLOAD.maxBytes,
  required: true,
};

export const IMAGE_NOT_FOUND = "این تصویر پیدا نشد.";
export const UNREADABLE_IMAGE_MESSAGE =
  "این تصویر خوانده نشد؛ فایل ناقص یا آسیب‌دیده است. تصویر را دوباره ذخیره کنید و بفرستید.";
export const TOO_MANY_PIXELS_MESSAGE = `ابعاد تصویر بیش از اندازه است؛ حداکثر ${toPersianDigits(MAX_IMAGE_PIXELS / 1_000_000)} مگاپیکسل (مثلاً ${toPersianDigits(8000)} در ${toPersianDigits(5000)} پیکسل).`;

function tooSmallMessage(purpose: ImagePurpose): string {
  const smallest = IMAGE_PURPOSES[purpose].sizes.at(-1)!;
  return `تصویر باید دست‌کم ${toPersianDigits(smallest.width)} در ${toPersianDigits(smallest.height)} پیکسل باشد.`;
}

// The logo's small sizes keep SPEC §9's quality; a cover's photograph is indistinguishable at 82
// and a third of the bytes.
const QUALITY: Record<ImagePurpose, number> = { cover: 82, logo: limits.imageResize.quality };

export function imageUrl(name: string): string {
  return `${CONTENT_IMAGE_PATH}${name}`;
}

const variantName = (key: string, size: { width: number; height: number }) =>
  `${key}-${size.width}x${size.height}.webp`;

/** The upright size of the image the bytes hold, refusing what cannot be read, is too large to decode, or too small for the purpose. */
async function measure(bytes: Uint8Array, purpose: ImagePurpose): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    // The header only (no pixels decoded): the size it claims is judged below, with its own message.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ValidationFailure("file", UNREADABLE_IMAGE_MESSAGE);
  }
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) throw new ValidationFailure("file", UNREADABLE_IMAGE_MESSAGE);
  if (width * height > MAX_IMAGE_PIXELS) throw new ValidationFailure("file", TOO_MANY_PIXELS_MESSAGE);
  const smallest = IMAGE_PURPOSES[purpose].sizes.at(-1)!;
  if (width < smallest.width || height < smallest.height) throw new ValidationFailure("file", tooSmallMessage(purpose));
  return { width, height };
}

/** Each size of the purpose as WebP: upright, cropped to the shape, no metadata (sharp keeps none unless asked). */
async function variants(
  bytes: Uint8Array,
  purpose: ImagePurpose,
): Promise<Array<{ width: number; height: number; data: Buffer }>> {
  const source = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error", autoOrient: true });
  try {
    return await Promise.all(
      IMAGE_PURPOSES[purpose].sizes.map(async (size) => {
        const data = await source
          .clone()
          .resize(size.width, size.height, { fit: "cover" })
          .webp({ quality: QUALITY[purpose] })
          .toBuffer();
        return { ...size, data };
      }),
    );
  } catch {
    // Pixel data that does not decode (a truncated file, a corrupt stream) gets here, not to metadata().
    throw new ValidationFailure("file", UNREADABLE_IMAGE_MESSAGE);
  }
}

/**
 * An editor's upload: checked (413 over 5 MB; 422 on `file` for another kind, an unreadable,
 * huge or too small image), cut to the purpose's WebP sizes, stored, recorded and audited.
 */
export async function uploadContentImage(
  db: Database,
  staff: StaffCaller,
  incoming: IncomingFile | undefined,
  input: ImageUploadInput,
): Promise<AdminImage> {
  const accepted = checkFile("file", incoming, IMAGE_FILE_RULE)!;
  const source = await measure(accepted.bytes, input.purpose);
  const made = await variants(accepted.bytes, input.purpose);

  const key = `img-${randomBytes(16).toString("hex")}`;
  const stored: string[] = [];
  try {
    for (const variant of made) {
      const name = variantName(key, variant);
      await fileStorage().put(name, variant.data);
      stored.push(name);
    }
    return await db.transaction(async (t) => {
      const [row] = await t
        .insert(contentImages)
        .values({
          key,
          purpose: input.purpose,
          alt: input.alt,
          width: source.width,
          height: source.height,
          bytes: accepted.bytes.byteLength,
          uploadedBy: staff.user.id,
        })
        .returning();
      const image = serializeImage(row!);
      const { variants: _variants, ...recorded } = image;
      await audit(t, {
        actorId: staff.user.id,
        action: "content.image.upload",
        entity: "image",
        entityId: row!.id,
        before: null,
        after: { ...recorded, bytes: row!.bytes },
        ip: staff.ip,
      });
      return image;
    });
  } catch (error) {
    for (const name of stored) await fileStorage().delete(name);
    throw error;
  }
}

/** The desk's answer for a stored image: its variants, largest first. */
export function serializeImage(row: typeof contentImages.$inferSelect): AdminImage {
  const purpose = row.purpose as ImagePurpose;
  const list: AdminImageVariant[] = IMAGE_PURPOSES[purpose].sizes.map((size) => ({
    url: imageUrl(variantName(row.key, size)),
    width: size.width,
    height: size.height,
  }));
  const [largest] = list;
  return {
    id: row.id,
    purpose,
    alt: row.alt,
    url: largest!.url,
    width: largest!.width,
    height: largest!.height,
    variants: list,
  };
}

/** A variant's bytes by its public name; undefined for a name that is not one (no path can be smuggled in) or a file not stored. */
export async function readImageVariant(name: string): Promise<Uint8Array | undefined> {
  if (!CONTENT_IMAGE_NAME.test(name)) return undefined;
  return fileStorage().get(name);
}

/** The stored key an uploaded image's address names (`/api/v1/media/images/img-…-1200x675.webp` → `img-…`), or undefined. */
export function imageKeyOf(url: string): string | undefined {
  if (!url.startsWith(CONTENT_IMAGE_PATH)) return undefined;
  const name = url.slice(CONTENT_IMAGE_PATH.length);
  return CONTENT_IMAGE_NAME.test(name) ? name.slice(0, "img-".length + 32) : undefined;
}

export const IMAGE_NOT_UPLOADED_MESSAGE = "این تصویر در سایت بارگذاری نشده است؛ نخست آن را بارگذاری کنید.";

/** The refusal of a square picture where a page shows a wide one (a cover, a present's or a space's image). */
export const WIDE_IMAGE_EXPECTED_MESSAGE =
  "این تصویر باید برای «تصویر (۱۶:۹)» بارگذاری شده باشد، نه برای لوگو یا چهره.";

const madeFor = (purpose: ImagePurpose, url: string) =>
  IMAGE_PURPOSES[purpose].sizes.some((size) => url.endsWith(`-${size.width}x${size.height}.webp`));

/** An address of an uploaded image names one the desk stored (422 on `field` otherwise), cut for
 *  `expected.purpose` when given (a cover is not a logo: pages show each in its own shape; 422 with
 *  `expected.message`, checked first on the address alone); other addresses pass. */
export async function assertUploadedImage(
  db: Database,
  url: string | null | undefined,
  field: string,
  expected?: { purpose: ImagePurpose; message: string },
): Promise<void> {
  if (!url?.startsWith(CONTENT_IMAGE_PATH)) return;
  if (expected && !madeFor(expected.purpose, url)) throw new ValidationFailure(field, expected.message);
  const key = imageKeyOf(url);
  const [row] = key
    ? await db.select({ purpose: contentImages.purpose }).from(contentImages).where(eq(contentImages.key, key)).limit(1)
    : [];
  if (!row || !madeFor(row.purpose as ImagePurpose, url))
    throw new ValidationFailure(field, IMAGE_NOT_UPLOADED_MESSAGE);
}

/** The check of a wide image field (see assertUploadedImage). */
export const WIDE_IMAGE = { purpose: "cover", message: WIDE_IMAGE_EXPECTED_MESSAGE } as const;
