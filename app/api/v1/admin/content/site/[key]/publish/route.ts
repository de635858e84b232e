// POST /api/v1/admin/content/site/{key}/publish {version} (editors, admins): the group's draft
// becomes what the site shows (within 2 s); 409 when stale or when no draft waits.
import { requireEditor } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { apiHandler, readJson } from "@/server/http/handler";
import { publishSiteSettingDraft, settingKeyParam } from "@/server/site/settings-desk";
import { siteSettingVersionSchema } from "@/validation/content/site";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request, { params }: { params: Promise<{ key: string }> }) => {
  const staff = await requireEditor(request);
  const key = await settingKeyParam(params);
  const { version } = siteSettingVersionSchema.parse(await readJson(request));
  return publishSiteSettingDraft(await getDb(), staff, key, version);
});
