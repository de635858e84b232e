// GET /api/v1/admin/content/mentors/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { mentorRoutes } from "@/server/mentors/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(mentorRoutes.versions, notShared);
