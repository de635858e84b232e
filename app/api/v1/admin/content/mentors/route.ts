// GET /api/v1/admin/content/mentors (editors, admins): every mentor whatever its state, with status
// (draft | published | archived | scheduled), q (name, title, company, category, topics in any
// spelling), sort (updated_at | name | created_at | sessions_count, "-" for descending) and paging.
// POST {category_id, name, title, company?, bio, topics, avatar?, avatar_alt?, years_of_experience,
// session_price_toman, linkedin?, sessions_count?}: a new mentor, as a draft (201). The handlers:
// server/publishing/routes.ts.
import { mentorRoutes } from "@/server/mentors/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(mentorRoutes.list, notShared);
export const POST = mentorRoutes.create;
