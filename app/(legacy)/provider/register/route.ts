// GET /provider/register: permanent redirect (308) to /submit-idea, where it lives now (lib/legacy-routes.ts).
import { permanentRedirectHandler } from "@/lib/legacy-routes";

export const dynamic = "force-dynamic";

export const GET = permanentRedirectHandler("/provider/register");
export const HEAD = GET;
