// POST /api/v1/admin/content/mentors/{id}/versions/{version}/restore {version?} (editors, admins): the
// fields of that version become the newest one; its state stays as it is.
import { mentorRoutes } from "@/server/mentors/desk";

export const dynamic = "force-dynamic";

export const POST = mentorRoutes.restore;
