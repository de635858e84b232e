// The stand-ins the desk's request page parts (decision, call and profile forms, at
// /admin/requests/7) are tested with: a router and an API client that record their calls (each test
// file hands the mocks below to its own vi.mock, which is hoisted per file).
import { vi } from "vitest";

export const router = { push: vi.fn(), refresh: vi.fn(), replace: vi.fn(), prefetch: vi.fn() };
export const api = { post: vi.fn() };

/** next/navigation, on request 7's page. */
export const requestPageNavigationMock = {
  useRouter: () => router,
  usePathname: () => "/admin/requests/7",
  useSearchParams: () => new URLSearchParams(),
};
/** @/lib/api/browser: both channels are `api`. */
export const browserApiMock = { authApi: () => api, publicApi: () => api };
