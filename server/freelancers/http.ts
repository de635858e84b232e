import "server-only";
// Request → freelancers query, shared by the freelancers routes.
import { FREELANCER_EXPANDS } from "@/shared/types/freelancers";
import { catalogDetail, expandedDetail } from "@/server/catalog/detail";
import { expandFreelancers, findFreelancer, recordFreelancerView } from "./queries";

export const FREELANCER_NOT_FOUND = "فریلنسری که دنبال آن بودید پیدا نشد.";
export const RESUME_NOT_FOUND = "رزومه این فریلنسر عمومی نیست یا پیدا نشد.";

/** One freelancer by `id`, expanded as asked; counts a view. */
export function freelancerDetailResponse(request: Request) {
  return catalogDetail(request, {
    find: (db, { id }) => findFreelancer(db, id ?? -1),
    notFoundMessage: FREELANCER_NOT_FOUND,
    recordView: recordFreelancerView,
    answer: expandedDetail(expandFreelancers, FREELANCER_EXPANDS),
  });
}
