// Uploaded content images (issue 14) as every side names them: what each is for and the sizes it is
// cut to, and where the public reads a variant. The server makes and serves them
// (server/media/images.ts); pages offer every size of one (components/ui/picture.tsx).
import { limits } from "./site";

/** What an image is for: the sizes it is cut to (fit "cover": cropped to the shape, never stretched). */
export const IMAGE_PURPOSES = {
  /** An event's cover, 16:9 as the event page and cards show it. */
  cover: {
    label: "تصویر رویداد (۱۶:۹)",
    sizes: [
      { width: 1200, height: 675 },
      { width: 600, height: 338 },
    ],
  },
  /** A logo or a face, square: SPEC §9's 148×148 and twice that for sharp screens. */
  logo: {
    label: "لوگو یا چهره (مربع)",
    sizes: [
      { width: limits.imageResize.width * 2, height: limits.imageResize.height * 2 },
      { width: limits.imageResize.width, height: limits.imageResize.height },
    ],
  },
} as const;

export type ImagePurpose = keyof typeof IMAGE_PURPOSES;
export const IMAGE_PURPOSE_KEYS = Object.keys(IMAGE_PURPOSES) as ImagePurpose[];

/** Where the public reads an uploaded image's variants, and the names they are stored under. */
export const CONTENT_IMAGE_PATH = "/api/v1/media/images/";
export const CONTENT_IMAGE_NAME = /^img-[0-9a-f]{32}-\d{1,4}x\d{1,4}\.webp$/;

/** An address of an uploaded image (a variant's `url`), as a cover field holds it. */
export function isUploadedImageUrl(value: string): boolean {
  return value.startsWith(CONTENT_IMAGE_PATH);
}

/** Every size an uploaded image was cut to, as an `srcset` (undefined for any other address). */
export function uploadedImageSrcSet(url: string): string | undefined {
  if (!isUploadedImageUrl(url)) return undefined;
  const match = /^(img-[0-9a-f]{32})-(\d{1,4})x(\d{1,4})\.webp$/.exec(url.slice(CONTENT_IMAGE_PATH.length));
  if (!match) return undefined;
  const [width, height] = [Number(match[2]), Number(match[3])];
  const purpose = Object.values(IMAGE_PURPOSES).find((p) => p.sizes.some((size) => size.width === width && size.height === height));
  return purpose?.sizes.map((size) => `${CONTENT_IMAGE_PATH}${match[1]}-${size.width}x${size.height}.webp ${size.width}w`).join(", ");
}
