// POST /api/v1/admin/content/images (editors, admins): multipart with `file` (JPG, PNG or WebP, at
// most 5 MB), `alt` (required) and `purpose` (cover | logo, default cover). The image is stored as
// WebP in the purpose's sizes (server/media/images.ts); 201 with its variants, `url` the largest.
import { requireEditor } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { apiHandler } from "@/server/http/handler";
import { DEFAULT_MAX_BODY_BYTES } from "@/server/http/request-guard";
import { uploadContentImage } from "@/server/media/images";
import { readIncoming } from "@/server/uploads/incoming";
import { CONTENT_IMAGE_UPLOAD, imageUploadSchema } from "@/validation/content/image";

export const dynamic = "force-dynamic";

export const POST = apiHandler(
  async (request: Request) => {
    const staff = await requireEditor(request);
    const { fields, files } = await readIncoming(request);
    const input = imageUploadSchema.parse(fields);
    const image = await uploadContentImage(await getDb(), staff, files.get("file"), input);
    return Response.json(image, { status: 201, headers: { "Cache-Control": "no-store" } });
  },
  // The file's limit and room for the fields: a larger body is refused (413) before it is read.
  { body: "multipart", maxBytes: DEFAULT_MAX_BODY_BYTES + CONTENT_IMAGE_UPLOAD.maxBytes + 64 * 1024 },
);
