// POST /api/v1/admin/content/mentors/{id}/archive {version?} (editors, admins): off the site and out of
// the way, kept with its history.
import { mentorRoutes } from "@/server/mentors/desk";

export const dynamic = "force-dynamic";

export const POST = mentorRoutes.archive;
