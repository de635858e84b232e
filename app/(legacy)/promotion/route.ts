// GET /promotion: permanent redirect (308) to /presents, where it lives now (lib/legacy-routes.ts).
import { permanentRedirectHandler } from "@/lib/legacy-routes";

export const dynamic = "force-dynamic";

export const GET = permanentRedirectHandler("/promotion");
export const HEAD = GET;
