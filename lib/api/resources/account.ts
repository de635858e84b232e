// The account-area endpoints, as the site calls them: my files, addresses, legal info,
// invitations and points, and the province and city lists (SPEC §3, §7).
import type { ApiCallOptions, ApiClient } from "../client";
import type { Address, City, InviteInfo, LegalInfo, PointsSummary, Province, UserUpload } from "@/shared/types/account";
import type { AddressInput } from "@/validation/account/address";
import type { LegalInfoInput } from "@/validation/account/legal-info";

export const accountApi = {
  uploads: (api: ApiClient, options?: ApiCallOptions) => api.get<UserUpload[]>("/v1/user/uploads", options),

  addresses: (api: ApiClient, options?: ApiCallOptions) =>
    api.list<Address>("/v1/user/addresses", { ...options, params: { "per-page": 50 } }),
  createAddress: (api: ApiClient, body: AddressInput) => api.post<Address>("/v1/user/addresses/create", body),
  deleteAddress: (api: ApiClient, id: number) =>
    api.post<{ id: number }>("/v1/user/addresses/delete", undefined, { params: { id } }),

  legalInfos: (api: ApiClient, options?: ApiCallOptions) =>
    api.list<LegalInfo>("/v1/user/legal-info", { ...options, params: { "per-page": 50 } }),
  legalInfo: (api: ApiClient, id: number, options?: ApiCallOptions) =>
    api.get<LegalInfo>("/v1/user/legal-info/view", { ...options, params: { id } }),
  saveLegalInfo: (api: ApiClient, body: LegalInfoInput) => api.post<LegalInfo>("/v1/user/legal-info/save", body),

  invite: (api: ApiClient, options?: ApiCallOptions) => api.get<InviteInfo>("/v1/user/invite", options),
  points: (api: ApiClient, options?: ApiCallOptions) => api.get<PointsSummary>("/v1/user/points", options),

  provinces: (api: ApiClient, options?: ApiCallOptions) => api.get<Province[]>("/v1/site/provinces", options),
  cities: (api: ApiClient, provinceId: number, options?: ApiCallOptions) =>
    api.get<City[]>("/v1/site/cities", { skipProgress: true, ...options, params: { province_id: provinceId } }),
};
