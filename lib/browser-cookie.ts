// A cookie as the page's script sees it. Reading needs no library: js-cookie stays with the
// flows that write cookies (sign-in, referral), out of the script every page loads.

/** The value of the cookie `name` (decoded), or undefined when there is none or it is malformed. */
export function readBrowserCookie(name: string): string | undefined {
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
