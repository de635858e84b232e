// The one judge of every "go back there after signing in" target (the /auth page's redirect, the
// sign-in modal and /auth after login, the proxy's login-callback cookie, the session-refresh
// route): only a path on this site's own origin, answered normalised, else undefined.

// C0 and C1 controls (tab, CR, LF ...) and backslashes: browsers strip or rewrite them in URLs,
// which turns "/\t/evil.example" or "/\\evil.example" into another host.
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\]/;
const MAX_LENGTH = 2048;
/** Stands in for the site's origin where none is known (server code passes SITE_URL's). */
const FALLBACK_ORIGIN = "http://avinox.invalid";

/** The value with its percent-encoding undone (repeatedly, for double encoding); undefined if malformed. */
function decodedForms(value: string): string[] | undefined {
  const forms = [value];
  let current = value;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

export function safeReturnPath(value: string | null | undefined, origin?: string): string | undefined {
  if (typeof value !== "string" || !value || value.length > MAX_LENGTH) return undefined;
  const forms = decodedForms(value);
  if (!forms || forms.some((form) => FORBIDDEN.test(form))) return undefined;
  // A single leading slash, in the raw and every decoded form: "//host" and "/%2f/host" are out.
  if (forms.some((form) => !form.startsWith("/") || form.startsWith("//"))) return undefined;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin ?? (typeof window === "undefined" ? FALLBACK_ORIGIN : window.location.origin));
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("/") && !path.startsWith("//") ? path : undefined;
}
