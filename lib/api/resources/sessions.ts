// The signed-in person's sessions: list them, end one.
import type { ApiCallOptions, ApiClient } from "../client";
import type { RevokedSession, UserSession } from "@/shared/types/sessions";

export const sessionsApi = {
  list: (api: ApiClient, options?: ApiCallOptions) => api.get<UserSession[]>("/v1/user/sessions", options),
  revoke: (api: ApiClient, id: number) => api.post<RevokedSession>("/v1/user/sessions/revoke", { id }),
};
