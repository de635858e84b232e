// The identity endpoints of SPEC §7, as the site calls them: sign in (code or password), register,
// passwords, who is signed in, sign out, the profile. (The browser channel for signed-in calls is
// authApi() in lib/api/browser.ts; this is a resource, called through any channel.)
import { publicEnv } from "@/lib/public-env";
import { WEB_CLIENT_ID } from "@/shared/site";
import type { ApiClient } from "../client";
import type { CodeSent, Identity, SignInResult } from "@/shared/types/auth";

const client = () => ({ client_id: WEB_CLIENT_ID, client_secret: publicEnv.clientSecret });

export type ProfileBody = {
  first_name: string;
  last_name: string;
  national_code: string;
  birthday: string;
  email: string;
};

/** The captcha's payload on a code request, when the API asked for one (components/auth/code-proof.tsx). */
const proofOf = (altcha?: string) => (altcha ? { altcha } : {});

export const identityApi = {
  login: (api: ApiClient, number: string, altcha?: string) =>
    api.post<CodeSent>("/v1/security/login", { number, ...proofOf(altcha) }, { skipProgress: true }),
  validateLogin: (api: ApiClient, number: string, code: string) =>
    api.post<SignInResult>(
      "/v1/security/validate-login",
      { number, code, ...client() },
      { params: { expand: "identity" } },
    ),
  loginWithPassword: (api: ApiClient, number: string, password: string) =>
    api.post<SignInResult>(
      "/v1/security/login-password",
      { number, password, ...client() },
      { params: { expand: "identity" } },
    ),
  register: (
    api: ApiClient,
    body: { number: string; first_name?: string; last_name?: string; password?: string },
    altcha?: string,
  ) => api.post<CodeSent>("/v1/security/register", { ...body, ...proofOf(altcha) }, { skipProgress: true }),
  validateRegister: (api: ApiClient, number: string, code: string) =>
    api.post<SignInResult>(
      "/v1/security/validate-register",
      { number, code, ...client() },
      { params: { expand: "identity" } },
    ),
  sendPasswordCode: (api: ApiClient, number: string, altcha?: string) =>
    api.post<CodeSent>("/v1/security/send-password-code", { number, ...proofOf(altcha) }, { skipProgress: true }),
  setPassword: (
    api: ApiClient,
    body: { number: string; code: string; password: string; password_confirmation: string },
  ) =>
    api.post<SignInResult>("/v1/security/set-password", { ...body, ...client() }, { params: { expand: "identity" } }),
  validateCodePassword: (api: ApiClient, body: { code: string; password: string; password_confirmation: string }) =>
    api.post<{ identity: Identity }>("/v1/security/validate-code-password", body),
  changePassword: (
    api: ApiClient,
    body: { current_password: string; password: string; password_confirmation: string },
  ) => api.post<{ identity: Identity }>("/v1/security/change-password", body),
  me: (api: ApiClient) => api.get<{ identity: Identity }>("/v1/security/me", { skipProgress: true }),
  view: (api: ApiClient) => api.get<Identity>("/v1/user/view"),
  logout: (api: ApiClient) => api.post<{ switched_to: Identity | null }>("/v1/user/logout"),
  updateProfile: (api: ApiClient, body: ProfileBody) => api.post<{ identity: Identity }>("/v1/panel/user/update", body),
};
