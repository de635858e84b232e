// The site's settings in the content desk (issue 14): contact details, social links, headline
// figures and the home page's sections (/v1/admin/content/site), each group saved whole with the
// version the desk showed.
import type { ApiCallOptions, ApiClient } from "../client";
import type { DeskSiteSetting, DeskSiteSettings, SiteSettingKey } from "@/shared/types/site";

const BASE = "/v1/admin/content/site";

export const deskSitePath = "/admin/content/site";

export const deskSiteApi = {
  settings: (api: ApiClient, options?: ApiCallOptions) => api.get<DeskSiteSettings>(BASE, options),
  /** 422s land on the form's fields (named value.…); a 409 says a colleague saved in between. */
  save: <K extends SiteSettingKey>(api: ApiClient, key: K, value: unknown, version: number) =>
    api.request<DeskSiteSetting<K>>("PUT", `${BASE}/${key}`, { value, version }).then((response) => response.data),
};
