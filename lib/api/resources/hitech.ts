// The hi-tech projects endpoints of SPEC §7, as the site calls them.
import type { ApiCallOptions, ApiClient } from "../client";
import type { HitechProject } from "@/shared/types/hitech";

export type HitechListQuery = {
  q?: string;
  /** A key of HITECH_FIELDS. */
  field?: string;
  /** recruiting | in-progress | completed */
  status?: string;
  sort?: string;
  page?: number;
  "per-page"?: number;
};

export const hitechApi = {
  list: (client: ApiClient, params: HitechListQuery, options?: ApiCallOptions) =>
    client.list<HitechProject>("/v1/hitech/index", { ...options, params }),
  byId: (client: ApiClient, id: number, options?: ApiCallOptions) =>
    client.get<HitechProject>("/v1/hitech/view", { ...options, params: { id } }),
  similar: (client: ApiClient, id: number, options?: ApiCallOptions) =>
    client.get<HitechProject[]>("/v1/hitech/similar-hitech", { ...options, params: { id } }),
};
