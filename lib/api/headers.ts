// The fixed headers of SPEC §7, from the user agent of the person browsing.
import { deviceCode, osCode } from "@/lib/device";
import { WEB_CLIENT_ID } from "@/lib/site";

export function contractHeaders(userAgent: string, forwardedFor?: string): Record<string, string> {
  return {
    Accept: "application/json",
    device: String(deviceCode(userAgent)),
    os: String(osCode(userAgent)),
    "client-id": WEB_CLIENT_ID,
    ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
  };
}
