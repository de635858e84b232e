import "server-only";
// Request → freelancers query, shared by the freelancers routes.
import { FREELANCER_EXPANDS } from "@/shared/types/freelancers";
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { parseExpand } from "@/server/http/expand";
import { expandFreelancers, findFreelancer, recordFreelancerView } from "./queries";
import { detailQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const FREELANCER_NOT_FOUND = "فریلنسری که دنبال آن بودید پیدا نشد.";
export const RESUME_NOT_FOUND = "رزومه این فریلنسر عمومی نیست یا پیدا نشد.";

/** One freelancer by `id`, expanded as asked; counts a view. */
export async function freelancerDetailResponse(request: Request) {
  const params = new URL(request.url).searchParams;
  const db = await getDb();
  const row = await findFreelancer(db, parseQuery(detailQuery, params).id ?? -1);
  if (!row) throw notFound(FREELANCER_NOT_FOUND);
  await recordFreelancerView(db, row.id);
  const [detail] = await expandFreelancers(
    db,
    [{ ...row, viewCount: row.viewCount + 1 }],
    parseExpand(params, FREELANCER_EXPANDS),
  );
  return detail;
}
