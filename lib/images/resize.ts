// Browser only: an image file made the size SPEC §9 asks of avatars and logos (148×148, quality
// 100): cropped to the target's shape around its centre, then scaled, so a phone photo of any size
// becomes a small upload of exactly the dimensions the form's rule checks.

export type ImageTarget = { width: number; height: number; quality: number };

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/**
 * The picked image cropped and scaled to `target`, as PNG or WebP when it was one (transparency
 * kept) and JPEG otherwise. Undefined when this browser cannot decode the file (not an image, or
 * a kind it does not know): the form then checks the file as it was picked.
 */
export async function resizeImage(file: File, target: ImageTarget): Promise<File | undefined> {
  if (typeof createImageBitmap !== "function" || typeof document === "undefined") return undefined;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return undefined;
  }
  try {
    const { width, height } = target;
    // The largest centred part of the picture with the target's proportions.
    const scale = Math.max(width / bitmap.width, height / bitmap.height);
    const sourceWidth = width / scale;
    const sourceHeight = height / scale;
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return undefined;
    context.imageSmoothingQuality = "high";
    context.drawImage(
      bitmap,
      (bitmap.width - sourceWidth) / 2,
      (bitmap.height - sourceHeight) / 2,
      sourceWidth,
      sourceHeight,
      0,
      0,
      width,
      height,
    );
    const wanted = file.type === "image/png" || file.type === "image/webp" ? file.type : "image/jpeg";
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, wanted, target.quality / 100));
    // A browser that cannot write WebP writes PNG instead; the name follows what was written.
    const extension = blob ? EXTENSIONS[blob.type] : undefined;
    if (!blob || !extension) return undefined;
    const base = file.name.replace(/\.[^.]*$/, "") || "image";
    return new File([blob], `${base}.${extension}`, { type: blob.type });
  } finally {
    bitmap.close();
  }
}
