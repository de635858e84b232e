// An image the content desk uploads (issue 14): the fields beside the file and the file's limits
// (the sizes it is cut to: shared/content-images.ts). The desk's form and the admin API (POST /api/v1/admin/content/images)
// read these; the server checks the file by its bytes and resizes it (server/media/images.ts).
import { z } from "zod";
import {
  IMAGE_PURPOSE_KEYS,
  isStoredImageAddress,
  isUploadedImageUrl,
  type ImagePurpose,
} from "@/shared/content-images";
import { between, maxLength, oneOf, optional } from "../rules";

/** The file: JPG, PNG or WebP by its bytes, at most 5 MB. */
export const CONTENT_IMAGE_UPLOAD = {
  label: "تصویر",
  extensions: ["jpg", "jpeg", "png", "webp"],
  accept: "image/jpeg,image/png,image/webp",
  typesLabel: "JPG، PNG یا WebP",
  maxBytes: 5 * 1024 * 1024,
} as const;

export const ALT_LABEL = "متن جایگزین تصویر";
export const ALT_LIMITS = { min: 3, max: 200 } as const;

/** The text alternative of an image: what a screen reader says, and what shows when it cannot load. */
export function altText(label: string = ALT_LABEL) {
  return between(label, ALT_LIMITS.min, ALT_LIMITS.max);
}

/** What an image field that names anything but an image the site stores is told (issue 35). */
export const notStoredImageMessage = (label: string) =>
  `${label} باید تصویری باشد که در همین سایت بارگذاری شده است؛ نشانی صفحه‌ای دیگر یا سایتی دیگر پذیرفته نیست.`;

/**
 * The one rule of every image field of every content kind (a cover, a gallery picture, a logo, a
 * face): an image the site stores, uploaded through the desk or drawn (shared/content-images.ts:
 * isStoredImageAddress); an uploaded one must also exist (server/media/images.ts checks that).
 */
export function storedImage(label: string) {
  return maxLength(label, 500).refine(isStoredImageAddress, { error: notStoredImageMessage(label) });
}

/** The fields sent with the file (multipart `alt` and `purpose`). */
export const imageUploadSchema = z.object({
  alt: altText(),
  /** Empty: a cover. */
  purpose: optional(oneOf("کاربرد تصویر", IMAGE_PURPOSE_KEYS)).transform((purpose): ImagePurpose => purpose ?? "cover"),
});
export type ImageUploadInput = z.output<typeof imageUploadSchema>;

/**
 * Whether an entry's uploaded picture has its text alternative (a drawn one names itself): `image` and
 * `alt` name the entry's two fields (an edit is checked against the stored entry by the kind's server desk).
 */
export function uploadedImageHasAlt<I extends string, A extends string>(image: I, alt: A) {
  return (entry: Partial<Record<I | A, string | null>>) => {
    const address = entry[image];
    return !address || !isUploadedImageUrl(address) || !!entry[alt];
  };
}

/** An edit that sends a new image (of a kind whose alt text is required) sends its alt text with it. */
export const newImageHasAlt = (patch: { image?: unknown; image_alt?: unknown }) =>
  patch.image === undefined || patch.image_alt !== undefined;
