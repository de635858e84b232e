// GET /contact: permanent redirect (308) to /contact-us, where it lives now (lib/legacy-routes.ts).
import { permanentRedirectHandler } from "@/lib/legacy-routes";

export const dynamic = "force-dynamic";

export const GET = permanentRedirectHandler("/contact");
export const HEAD = GET;
