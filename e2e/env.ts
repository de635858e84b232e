// Shared by playwright.config.ts and the tests: where the test server keeps its data.
import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.resolve(".data-e2e");
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** A second server whose pages' API calls go to a port nothing listens on, for the error screens. */
export const E2E_BROKEN_PORT = E2E_PORT + 1;
export const E2E_BROKEN_API_URL = `http://127.0.0.1:${E2E_BROKEN_PORT}`;
/** Where the second server's pages look for the API: closed (no answer: 503), unless a test
 *  listens there and never answers (time-out: 504). */
export const E2E_SILENT_API_PORT = E2E_PORT + 3;
/** How long the second server's pages wait for their API. */
export const E2E_BROKEN_API_TIMEOUT_MS = 1500;

/** A third server that trusts 127.0.0.1 as its reverse proxy, so tests can speak as nginx does
 *  (X-Forwarded-For) and be different visitors. */
export const E2E_PROXIED_PORT = E2E_PORT + 2;
export const E2E_PROXIED_URL = `http://127.0.0.1:${E2E_PROXIED_PORT}`;

/** The shipped nginx site (deploy/nginx/avinox.conf) in front of the third server: its HTTP and
 *  HTTPS ports (e2e/deploy-nginx.spec.ts). */
export const E2E_NGINX_HTTP_PORT = E2E_PORT + 4;
export const E2E_NGINX_HTTPS_PORT = E2E_PORT + 5;

/** Staff numbers the main test server puts on the team before it starts (scripts/staff-create.ts):
 *  an admin, and a reviewer of reservations only. They sign in with the SMS code like anyone. */
export const E2E_ADMIN_MOBILE = "09150000101";
export const E2E_REVIEWER_MOBILE = "09150000102";
/** An editor (the content desk's role): no queue, no team; the desk's home is theirs too. */
export const E2E_EDITOR_MOBILE = "09150000103";
