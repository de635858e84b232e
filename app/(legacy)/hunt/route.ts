// GET /hunt: permanent redirect (308) to /projects, where it lives now (lib/legacy-routes.ts).
import { permanentRedirectHandler } from "@/lib/legacy-routes";

export const dynamic = "force-dynamic";

export const GET = permanentRedirectHandler("/hunt");
export const HEAD = GET;
