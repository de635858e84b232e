// GET /api/v1/media/images/{name}: a variant of an image the content desk uploaded, as stored
// (WebP, made by the server: server/media/images.ts). Only names of the stored pattern are looked
// up (anything else, `../` included, is 404). The names never change their bytes, so the answer
// is cached for a year; and should a file ever hold something else, the browser still treats it
// as an image only: no sniffing, and a sandbox with no sources if it is opened on its own.
import { notFound } from "@/server/http/errors";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { IMAGE_NOT_FOUND, readImageVariant } from "@/server/media/images";

export const GET = apiHandler(
  async (_request: Request, { params }: { params: Promise<{ file: string }> }) => {
    const { file } = await params;
    const bytes = await readImageVariant(file);
    if (!bytes) throw notFound(IMAGE_NOT_FOUND);
    return new Response(Buffer.from(bytes), {
      headers: {
        "Content-Type": "image/webp",
        "Content-Length": String(bytes.byteLength),
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
        "Content-Disposition": "inline",
      },
    });
  },
  { cache: notShared },
);
