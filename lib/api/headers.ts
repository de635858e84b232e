// The fixed headers of SPEC §7, from the user agent of the person browsing.
import { deviceCode, osCode } from "@/lib/device";
import { WEB_CLIENT_ID } from "@/shared/site";

// SPEC §7 also forwards x-forwarded-for; the API no longer believes it (a caller writes it), so
// server rendering vouches for the visitor's address in a signed header instead (render/api.ts).
export function contractHeaders(userAgent: string): Record<string, string> {
  return {
    Accept: "application/json",
    device: String(deviceCode(userAgent)),
    os: String(osCode(userAgent)),
    "client-id": WEB_CLIENT_ID,
  };
}

/** Who calls when a public page is rendered on the server: the site itself, for every visitor. */
export const SERVER_RENDER_USER_AGENT = "AvinoxServerRender/1";

/**
 * The contract's headers of a public page's server render. Such a page is the same for every
 * visitor and must stay cacheable, so it reads no request header and has no visitor to describe:
 * it says so with its own user agent (device and os are then "other", as lib/device reads it).
 */
export function serverRenderHeaders(): Record<string, string> {
  return { ...contractHeaders(SERVER_RENDER_USER_AGENT), "User-Agent": SERVER_RENDER_USER_AGENT };
}
