// GET /api/v1/admin/content/counts (editors, admins): for each kind of content the desk edits, how
// many items it holds in all and in each state (draft, scheduled, published, archived). The content
// desk's home shows them. The handler: server/publishing/state-counts.ts.
import { contentCountsRoute } from "@/server/publishing/state-counts";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(contentCountsRoute, notShared);
