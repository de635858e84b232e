// GET /api/v1/admin/content/mentors/{id} (editors, admins): the mentor as the edit form shows it, with
// its state and version. PATCH {…fields, version}: an edit; 409 when someone saved since `version`.
import { mentorRoutes } from "@/server/mentors/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(mentorRoutes.read, notShared);
export const PATCH = mentorRoutes.update;
