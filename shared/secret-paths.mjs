// Secrets that travel in a path (issue 35, item 4): a seat offer's link carries its key in the
// path, so whatever writes a path down (the entry's and the app's log lines, CSP reports, the
// audit, nginx's access log in deploy/nginx/avinox.conf, error reports sent to Sentry) writes the
// secret segment as its name. Plain JavaScript without imports: server.mjs, the app and the
// browser's error reporter read it alike.

/**
 * Paths that carry a secret: a link whose path is the key to something (the seat offer an SMS
 * sends, and its API). In every log line each `[name]` segment of these is written as `[name]`,
 * never its value; what follows it stays (`/api/v1/event-seat-offers/[token]/accept`). This is the
 * one list: a new link with a secret in its path (a signed download, a calendar feed's token) is
 * added here, and tests/unit/log-redaction.test.ts fails on a route under app/ whose dynamic
 * segment is named like a secret but is not listed.
 */
export const SECRET_PATHS = ["/events/offer/[token]", "/api/v1/event-seat-offers/[token]"];

const SECRET_SHAPES = SECRET_PATHS.map((shape) =>
  shape
    .split("/")
    .filter(Boolean)
    .map((part) => (/^\[[^\]]+\]$/.test(part) ? { secret: part } : { text: part.toLowerCase() })),
);

function decoded(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The path's segments as a router could read them, whatever their spelling: each percent-decoded
 * once (a broken escape spoils only its own segment), split on slashes and backslashes (repeated
 * ones count once), dot segments resolved. Used only to match SECRET_PATHS, so that
 * `//events/%6Fffer/./<token>` is redacted as surely as the plain form.
 */
function segmentsOf(path) {
  const segments = [];
  for (const raw of path.split(/[\\/]+/)) {
    for (const part of decoded(raw).split(/[\\/]+/)) {
      if (part === "" || part === ".") continue;
      if (part === "..") segments.pop();
      else segments.push(part);
    }
  }
  return segments;
}

/** The path with the secret segments of SECRET_PATHS replaced by their names, or as it was. */
export function redactSecretPath(path) {
  const segments = segmentsOf(path);
  for (const shape of SECRET_SHAPES) {
    if (segments.length < shape.length) continue;
    if (!shape.every((part, i) => part.secret || segments[i].toLowerCase() === part.text)) continue;
    const kept = shape.map((part) => part.secret ?? part.text);
    const rest = segments.slice(shape.length).map((segment) => encodeURIComponent(segment));
    return `/${[...kept, ...rest].join("/")}`;
  }
  return path;
}

/** A URL as it may be logged: its path, never its query string (/track?mobile=…), nor a secret in
 *  the path (SECRET_PATHS). Every log line that names a path or URL takes it from here. */
export function loggablePath(url) {
  if (typeof url !== "string") return undefined;
  const path = url.startsWith("/")
    ? url
    : (() => {
        try {
          return new URL(url).pathname;
        } catch {
          return url;
        }
      })();
  return redactSecretPath(path.split(/[?#]/)[0]).slice(0, 300);
}

const SECRET_PREFIXES = SECRET_PATHS.map((shape) => shape.slice(0, shape.indexOf("[")));
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A secret path written plainly anywhere inside a text (a URL, a span's name, a message). */
const SECRET_IN_TEXT = new RegExp(`(${SECRET_PREFIXES.map(escapeRegExp).join("|")})[^/?#\\s"'<>]+`, "gi");

/** A text with every plainly written secret path's secret segment replaced (`…/offer/[token]`). */
export function redactSecretsInText(text) {
  return text.replace(SECRET_IN_TEXT, (_, head) => `${head}[token]`);
}

const URL_KEYS = new Set(["url", "from", "to", "http.url", "referer", "referrer"]);

/**
 * An error report or trace (Sentry's event) made fit to leave the process: query strings dropped
 * from the URLs it names (/track?mobile=…), and every secret path in any of its texts redacted.
 * Changes the event in place and returns it (Sentry's beforeSend, beforeSendTransaction, beforeBreadcrumb).
 */
export function scrubReport(event) {
  const walk = (value, key, depth) => {
    if (typeof value === "string") {
      const text = URL_KEYS.has(key) ? value.split(/[?#]/)[0] : value;
      return redactSecretsInText(text);
    }
    if (!value || typeof value !== "object" || depth > 12) return value;
    if (Array.isArray(value)) return value.map((item) => walk(item, "", depth + 1));
    for (const name of Object.keys(value)) value[name] = walk(value[name], name, depth + 1);
    return value;
  };
  if (event?.request) {
    delete event.request.query_string;
    delete event.request.cookies;
  }
  return walk(event, "", 0);
}
