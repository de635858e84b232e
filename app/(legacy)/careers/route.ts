// GET /careers: permanent redirect (308) to /jobs, where it lives now (lib/legacy-routes.ts).
import { permanentRedirectHandler } from "@/lib/legacy-routes";

export const dynamic = "force-dynamic";

export const GET = permanentRedirectHandler("/careers");
export const HEAD = GET;
