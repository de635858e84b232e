// Files the desk shows in place rather than only offering to download: images, whose bytes were
// checked on upload (server/uploads/file-types.ts), so the browser can only ever draw them.
export const PREVIEWABLE_MIME_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/webp"];

export const isPreviewable = (mime: string): boolean => PREVIEWABLE_MIME_TYPES.includes(mime);

/** The file's address served for viewing in place (the API answers with an inline disposition). */
export const previewUrl = (url: string): string => `${url}${url.includes("?") ? "&" : "?"}inline=1`;
