// The hi-tech projects endpoints of SPEC §7, as the site calls them.
import type { hitechListQuery } from "@/shared/queries/catalog";
import type { ReadBy } from "@/shared/queries/query";
import type { ApiCallOptions, ApiClient } from "../client";
import { listCall, type ListQuery } from "./endpoints";
import type { HitechProject } from "@/shared/types/hitech";

export type HitechListQuery = ReadBy<
  typeof hitechListQuery,
  ListQuery & {
    /** A key of HITECH_FIELDS. */
    field?: string;
    /** recruiting | in-progress | completed */
    status?: string;
  }
>;

export const hitechApi = {
  list: listCall<HitechProject, HitechListQuery>("/v1/hitech/index"),
  byId: (client: ApiClient, id: number, options?: ApiCallOptions) =>
    client.get<HitechProject>("/v1/hitech/view", { ...options, params: { id } }),
  similar: (client: ApiClient, id: number, options?: ApiCallOptions) =>
    client.get<HitechProject[]>("/v1/hitech/similar-hitech", { ...options, params: { id } }),
};
