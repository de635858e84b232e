// Device and OS codes from the user agent: the `agent` cookie's class (mobile 1, tablet 2,
// desktop 3; SPEC §4) and the API's `device` and `os` headers (SPEC §3).

export type DeviceClass = 1 | 2 | 3;

// Shared with the agent cookie's inline script (components/device/agent-cookie-script.tsx).
export const TABLET_AGENT = /ipad|tablet|playbook|silk|kindle/;
export const PHONE_AGENT = /mobi|iphone|ipod|android|windows phone|opera mini/;

export function deviceClass(userAgent: string): DeviceClass {
  const ua = userAgent.toLowerCase();
  if (TABLET_AGENT.test(ua) || (/android/.test(ua) && !/mobile/.test(ua))) return 2;
  if (PHONE_AGENT.test(ua)) return 1;
  return 3;
}

/** API device code: 1 mobile (phones and tablets), 2 other. */
export function deviceCode(userAgent: string): 1 | 2 {
  return deviceClass(userAgent) === 3 ? 2 : 1;
}

/** API os code: 1 Android, 2 iOS, 3 other. */
export function osCode(userAgent: string): 1 | 2 | 3 {
  const ua = userAgent.toLowerCase();
  if (/android/.test(ua)) return 1;
  if (/iphone|ipad|ipod/.test(ua)) return 2;
  return 3;
}
