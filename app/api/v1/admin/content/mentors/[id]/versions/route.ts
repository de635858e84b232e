// GET /api/v1/admin/content/mentors/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { mentorRoutes } from "@/server/mentors/desk";

export const dynamic = "force-dynamic";

export const GET = mentorRoutes.versions;
