// GET /api/v1/page/view?slug=: one content page (title, summary, body in the "## " / "- " format).
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { apiHandler } from "@/server/http/handler";
import { findPage, PAGE_NOT_FOUND, serializePage } from "@/server/pages/queries";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async (request: Request) => {
  const row = await findPage(await getDb(), new URL(request.url).searchParams.get("slug") ?? "");
  if (!row) throw notFound(PAGE_NOT_FOUND);
  return serializePage(row);
});
