// The fixed headers of SPEC §7, from the user agent of the person browsing.
import { deviceCode, osCode } from "@/lib/device";
import { WEB_CLIENT_ID } from "@/lib/site";

// SPEC §7 also forwards x-forwarded-for; the API no longer believes it (a caller writes it), so
// server rendering vouches for the visitor's address in a signed header instead (lib/api/server).
export function contractHeaders(userAgent: string): Record<string, string> {
  return {
    Accept: "application/json",
    device: String(deviceCode(userAgent)),
    os: String(osCode(userAgent)),
    "client-id": WEB_CLIENT_ID,
  };
}
