// POST /api/v1/admin/content/mentors/{id}/unpublish {version?} (editors, admins): off the site, back to
// a draft; the request forms stop offering it.
import { mentorRoutes } from "@/server/mentors/desk";

export const dynamic = "force-dynamic";

export const POST = mentorRoutes.unpublish;
