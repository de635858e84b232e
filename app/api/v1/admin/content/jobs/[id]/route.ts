// GET /api/v1/admin/content/jobs/{id} (editors, admins): the position as the edit form shows it, with
// its state and version. PATCH {…fields, version}: an edit; 409 when someone saved since `version`.
import { jobRoutes } from "@/server/jobs/desk";

export const dynamic = "force-dynamic";

export const GET = jobRoutes.read;
export const PATCH = jobRoutes.update;
