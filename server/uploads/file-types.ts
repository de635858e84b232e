import "server-only";
// What a file really is, from its first bytes (its name can say anything).

export type FileKind = "pdf" | "doc" | "docx" | "pptx" | "jpg" | "png" | "webp";

export const FILE_KIND_INFO: Record<FileKind, { mime: string; extensions: string[]; label: string }> = {
  pdf: { mime: "application/pdf", extensions: ["pdf"], label: "PDF" },
  doc: { mime: "application/msword", extensions: ["doc"], label: "Word (doc)" },
  docx: {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: ["docx"],
    label: "Word (docx)",
  },
  pptx: {
    mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    extensions: ["pptx"],
    label: "PowerPoint (pptx)",
  },
  jpg: { mime: "image/jpeg", extensions: ["jpg", "jpeg"], label: "JPG" },
  png: { mime: "image/png", extensions: ["png"], label: "PNG" },
  webp: { mime: "image/webp", extensions: ["webp"], label: "WebP" },
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The kind the bytes show, or undefined for anything we do not accept. */
export function sniffFileKind(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc"; // OLE compound file
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // Office Open XML is a zip whose entries name word/ or ppt/ parts.
    const head = new TextDecoder("latin1").decode(bytes.subarray(0, Math.min(bytes.length, 64 * 1024)));
    if (head.includes("word/")) return "docx";
    if (head.includes("ppt/")) return "pptx";
  }
  return undefined;
}

export function extensionOf(name: string): string {
  return name.toLowerCase().split(".").pop() ?? "";
}
