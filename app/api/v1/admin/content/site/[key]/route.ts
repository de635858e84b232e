// GET /api/v1/admin/content/site/{contact|social|stats|home} (editors, admins): one group of the
// site's settings with its version; PUT {value, version}: the group saved whole (409 when stale).
import { requireEditor } from "@/server/content/http";
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { apiHandler, readJson } from "@/server/http/handler";
import { isSiteSettingKey, readDeskSetting, saveSiteSetting, SETTING_NOT_FOUND } from "@/server/site/settings-desk";
import type { SiteSettingsValues } from "@/shared/types/site";
import { siteSettingSaveSchema } from "@/validation/content/site";

export const dynamic = "force-dynamic";

type KeyContext = { params: Promise<{ key: string }> };

async function keyOf(params: KeyContext["params"]) {
  const { key } = await params;
  if (!isSiteSettingKey(key)) throw notFound(SETTING_NOT_FOUND);
  return key;
}

export const GET = apiHandler(async (request: Request, { params }: KeyContext) => {
  await requireEditor(request);
  return Response.json(await readDeskSetting(await getDb(), await keyOf(params)), { headers: { "Cache-Control": "no-store" } });
});

export const PUT = apiHandler(async (request: Request, { params }: KeyContext) => {
  const staff = await requireEditor(request);
  const key = await keyOf(params);
  const { value, version } = siteSettingSaveSchema(key).parse(await readJson(request));
  return saveSiteSetting(await getDb(), staff, key, value as SiteSettingsValues[typeof key], version);
});
