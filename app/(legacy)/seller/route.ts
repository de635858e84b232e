// GET /seller: permanent redirect (308) to /submit-idea, where it lives now (lib/legacy-routes.ts).
import { permanentRedirectHandler } from "@/lib/legacy-routes";

export const dynamic = "force-dynamic";

export const GET = permanentRedirectHandler("/seller");
export const HEAD = GET;
