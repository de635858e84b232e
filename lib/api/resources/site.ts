import type { ApiCallOptions, ApiClient } from "../client";
import type { SiteInfo } from "@/shared/types/site";

export const siteApi = {
  contact: (client: ApiClient, options?: ApiCallOptions) => client.get<SiteInfo>("/v1/site/contact", options),
};
