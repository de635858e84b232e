// GET /api/v1/user/uploads (signed in): the files I sent with my requests.
import { kindLabel } from "@/shared/request-labels";
import { requireCaller } from "@/server/auth/request-auth";
import { getDb } from "@/server/db/client";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { userUploads } from "@/server/requests/queries";
import { toFile } from "@/server/requests/serialize";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const caller = await requireCaller(request);
    const rows = await userUploads(await getDb(), caller.user.id);
    return rows.map(({ upload, request: r }) => ({
      ...toFile(upload),
      created_at: upload.createdAt.toISOString(),
      request: { id: r.id, tracking_code: r.trackingCode, kind_label: kindLabel(r.kind) },
    }));
  },
  { cache: notShared },
);
