// What the request-form specs (requests*.spec.ts) share besides a signed-in member (signInMember
// of ./support): a small real PDF to upload.

/** A small but real PDF (the API checks the bytes); `kb` pads it to about that size. */
export function pdf(name: string, kb = 2) {
  const head =
    "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n";
  const tail = "trailer\n<< /Root 1 0 R >>\n%%EOF\n";
  const padding = Math.max(0, kb * 1024 - head.length - tail.length - 2);
  return { name, mimeType: "application/pdf", buffer: Buffer.from(`${head}%${"x".repeat(padding)}\n${tail}`) };
}
