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

/** Where the site's drawn pictures are (server/media/art.ts: `artUrl`), the picture of an item given none. */
export const DRAWN_ART_PATH = "/media/art/";
// `/media/art/{kind}/{seed}.svg`, with the `?label=` the logos and faces carry; the seed and the
// label as encodeURIComponent writes them (no `/`, `?`, `#` or `&` of their own).
const DRAWN_ART_ADDRESS = /^\/media\/art\/[a-z]{2,20}\/[\w%.!~*'()-]{1,300}\.svg(\?label=[\w%.!~*'()-]{1,200})?$/;

/**
 * An image the site itself stores, the only kind an image field of any content may hold (issue 35):
 * a variant of an image uploaded through the desk, or a drawn picture. A page shows these with
 * `<img>`, which the browser fetches with the visitor's cookies, so any other address (a page or an
 * API endpoint of this site, another site) could make a staff member's browser act in their name.
 */
export function isStoredImageAddress(value: string): boolean {
  if (isUploadedImageUrl(value)) return CONTENT_IMAGE_NAME.test(value.slice(CONTENT_IMAGE_PATH.length));
  return DRAWN_ART_ADDRESS.test(value);
}

/** Every size an uploaded image was cut to, as an `srcset` (undefined for any other address). */
export function uploadedImageSrcSet(url: string): string | undefined {
  if (!isUploadedImageUrl(url)) return undefined;
  const match = /^(img-[0-9a-f]{32})-(\d{1,4})x(\d{1,4})\.webp$/.exec(url.slice(CONTENT_IMAGE_PATH.length));
  if (!match) return undefined;
  const [width, height] = [Number(match[2]), Number(match[3])];
  const purpose = Object.values(IMAGE_PURPOSES).find((p) =>
    p.sizes.some((size) => size.width === width && size.height === height),
  );
  return purpose?.sizes
    .map((size) => `${CONTENT_IMAGE_PATH}${match[1]}-${size.width}x${size.height}.webp ${size.width}w`)
    .join(", ");
}
