// POST /api/v1/admin/content/site/{key}/discard {version} (editors, admins): the group's draft is
// dropped and the site keeps what it shows; 409 when stale or when no draft waits.
import { requireEditor } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { apiHandler, readJson } from "@/server/http/handler";
import { discardSiteSettingDraft, settingKeyParam } from "@/server/site/settings-desk";
import { siteSettingVersionSchema } from "@/validation/content/site";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request, { params }: { params: Promise<{ key: string }> }) => {
  const staff = await requireEditor(request);
  const key = await settingKeyParam(params);
  const { version } = siteSettingVersionSchema.parse(await readJson(request));
  return discardSiteSettingDraft(await getDb(), staff, key, version);
});
