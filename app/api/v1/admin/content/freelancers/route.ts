// GET /api/v1/admin/content/freelancers (editors, admins): every freelancer whatever its state, with
// status (draft | published | archived | scheduled), q (name, title, city, category, skills in any
// spelling), sort (updated_at | name | created_at, "-" for descending) and paging. POST
// {category_id, name, title, city, bio, skills, avatar?, avatar_alt?, years_of_experience,
// hourly_rate_toman, available, instagram?, linkedin?, twitter?, telegram?}: a new freelancer, as a
// draft (201). The handlers: server/publishing/routes.ts.
import { freelancerRoutes } from "@/server/freelancers/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(freelancerRoutes.list, notShared);
export const POST = freelancerRoutes.create;
