// POST /api/v1/admin/content/jobs/{id}/versions/{version}/restore {version?} (editors, admins): the
// fields of that version become the newest one; its state stays as it is.
import { jobRoutes } from "@/server/jobs/desk";

export const dynamic = "force-dynamic";

export const POST = jobRoutes.restore;
