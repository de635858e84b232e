// PUT /api/v1/admin/content/site/{key}/draft {value, version} (editors, admins): the group saved
// whole as its draft; the site keeps showing the published value (409 when stale).
import { requireEditor } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { apiHandler, readJson } from "@/server/http/handler";
import { saveSiteSettingDraft, settingKeyParam } from "@/server/site/settings-desk";
import type { SiteSettingsValues } from "@/shared/types/site";
import { siteSettingSaveSchema } from "@/validation/content/site";

export const dynamic = "force-dynamic";

export const PUT = apiHandler(async (request: Request, { params }: { params: Promise<{ key: string }> }) => {
  const staff = await requireEditor(request);
  const key = await settingKeyParam(params);
  const { value, version } = siteSettingSaveSchema(key).parse(await readJson(request));
  return saveSiteSettingDraft(await getDb(), staff, key, value as SiteSettingsValues[typeof key], version);
});
