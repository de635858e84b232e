// The site's settings in the content desk (issue 14): contact details, social links, headline
// figures and the home page's sections (/v1/admin/content/site), each group saved whole as a draft
// and then published or discarded, every write with the version the desk showed.
import type { ApiCallOptions, ApiClient } from "../client";
import type { DeskSiteSetting, DeskSiteSettings, SiteSettingKey } from "@/shared/types/site";

const BASE = "/v1/admin/content/site";

export const deskSitePath = "/admin/content/site";
/** The home page and the footer with the drafts applied. */
export const deskSitePreviewPath = `${deskSitePath}/preview`;

/** Each group's name, as its form's title says it. */
export const SITE_SETTING_GROUPS: Record<SiteSettingKey, string> = {
  contact: "راه‌های تماس",
  social: "شبکه‌های اجتماعی",
  stats: "آمار آوینوکس",
  home: "بخش‌های صفحه اصلی",
};

/** A 409 is said in the form (a colleague wrote in between, or the draft is gone). */
const SHOWN_IN_FORM = [409] as const;

export const deskSiteApi = {
  settings: (api: ApiClient, options?: ApiCallOptions) => api.get<DeskSiteSettings>(BASE, options),
  /** Saved and published at once (API clients; the desk saves a draft). 422s land on the form's
   *  fields (named value.…); a 409 says a colleague wrote in between. */
  save: <K extends SiteSettingKey>(api: ApiClient, key: K, value: unknown, version: number) =>
    api.request<DeskSiteSetting<K>>("PUT", `${BASE}/${key}`, { value, version }).then((response) => response.data),
  /** Saved as the group's draft: the site does not change. */
  saveDraft: <K extends SiteSettingKey>(api: ApiClient, key: K, value: unknown, version: number) =>
    api
      .request<DeskSiteSetting<K>>("PUT", `${BASE}/${key}/draft`, { value, version }, { shownByCaller: SHOWN_IN_FORM })
      .then((response) => response.data),
  /** The draft becomes what the site shows. */
  publish: <K extends SiteSettingKey>(api: ApiClient, key: K, version: number) =>
    api
      .request<DeskSiteSetting<K>>("POST", `${BASE}/${key}/publish`, { version }, { shownByCaller: SHOWN_IN_FORM })
      .then((response) => response.data),
  /** The draft is dropped. */
  discard: <K extends SiteSettingKey>(api: ApiClient, key: K, version: number) =>
    api
      .request<DeskSiteSetting<K>>("POST", `${BASE}/${key}/discard`, { version }, { shownByCaller: SHOWN_IN_FORM })
      .then((response) => response.data),
};
