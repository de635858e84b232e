// GET /api/v1/admin/content/site/{contact|social|stats|home} (editors, admins): one group of the
// site's settings with its version and its draft; PUT {value, version}: the group saved whole and
// published at once, any draft superseded (409 when stale). The desk saves a draft (./draft) and
// publishes it (./publish) instead.
import { requireEditor } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler, readJson } from "@/server/http/handler";
import { readDeskSetting, saveSiteSetting, settingKeyParam } from "@/server/site/settings-desk";
import type { SiteSettingsValues } from "@/shared/types/site";
import { siteSettingSaveSchema } from "@/validation/content/site";

export const dynamic = "force-dynamic";

type KeyContext = { params: Promise<{ key: string }> };

export const GET = apiHandler(
  async (request: Request, { params }: KeyContext) => {
    await requireEditor(request);
    return Response.json(await readDeskSetting(await getDb(), await settingKeyParam(params)), {
      headers: { "Cache-Control": "no-store" },
    });
  },
  { cache: notShared },
);

export const PUT = apiHandler(async (request: Request, { params }: KeyContext) => {
  const staff = await requireEditor(request);
  const key = await settingKeyParam(params);
  const { value, version } = siteSettingSaveSchema(key).parse(await readJson(request));
  return saveSiteSetting(await getDb(), staff, key, value as SiteSettingsValues[typeof key], version);
});
