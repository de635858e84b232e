// The HTTP status of a rendered page: the one its error screen shows (issue 10, item 6). Plain
// JavaScript: the entry (entry/csp.mjs, which holds every HTML answer until it is complete)
// applies it; tests import it too.
//
// What Next 16 sends by itself (checked on this build, see its docs' loading.js "Status codes"):
// - a failure before the first byte (no loading.tsx above the page) answers 500 with an empty
//   error document (`<html id="__next_error__">`), whatever the API said; the error screen is
//   drawn in the browser from the React payload, whose error row carries the error's digest;
// - notFound() before the first byte answers 404 the same way;
// - under a loading.tsx the loading state goes out first with 200, and a later failure or
//   notFound() only tells the browser to draw that part itself: `$RX("B:0","<digest>")`.
// Since the entry holds the whole answer, nothing has been sent yet and the status can follow the
// digest: an API failure's `AVINOX_API_STATUS;<status>` (lib/api/api-error.ts), Next's
// `NEXT_HTTP_ERROR_FALLBACK;<status>`, or, for any other error a server component threw (its
// digest is also an error row of the payload), 500. `next dev` streams, so it keeps Next's status.

/** Same prefix as API_STATUS_DIGEST in lib/api/api-error.ts. */
const API_STATUS = "AVINOX_API_STATUS;";
const ACCESS_FALLBACK = "NEXT_HTTP_ERROR_FALLBACK;";

// React's own instruction scripts. Stored text cannot forge one: React writes `"` in text and
// attributes as `&quot;`, and Next writes `<` inside its payload scripts as `\u003c`.
const INLINE_SCRIPT = /<script>([^<]*)<\/script>/g;
const CLIENT_RENDER = /\$RX\("[^"\\]*","((?:[^"\\]|\\.)*)"/g;
const PAYLOAD_CHUNK = /^self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)$/;
const ERROR_ROW = /(?:^|\n)[0-9a-f]+:E(\{[^\n]*\})/g;

function statusIn(digest, prefix) {
  if (!digest.startsWith(prefix)) return undefined;
  const status = Number(digest.slice(prefix.length).split(";")[0]);
  return Number.isInteger(status) && status >= 400 && status < 600 ? status : undefined;
}

/** The digests of the boundaries React left for the browser to draw, in document order. */
function clientRenderedDigests(html) {
  const digests = [];
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (!body.startsWith("$RX")) continue;
    for (const [, digest] of body.matchAll(CLIENT_RENDER)) digests.push(JSON.parse(`"${digest}"`));
  }
  return digests;
}

/** The digests of the errors in the page's React payload, in order. */
function payloadErrorDigests(html) {
  let payload = "";
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    const chunk = PAYLOAD_CHUNK.exec(body)?.[1];
    if (!chunk) continue;
    try {
      payload += JSON.parse(chunk);
    } catch {
      // Not a string literal after all: not a payload chunk.
    }
  }
  const digests = [];
  for (const [, row] of payload.matchAll(ERROR_ROW)) {
    try {
      const digest = JSON.parse(row).digest;
      if (typeof digest === "string") digests.push(digest);
    } catch {
      // A row this reader does not know.
    }
  }
  return digests;
}

/**
 * The status a complete HTML page should answer with, given the one Next chose. Only Next's two
 * defaults change: 200 (streamed before the failure) and 500 (failed before streaming); a 404,
 * a redirect or any status a route set stays.
 */
export function pageStatus(html, status) {
  if (status === 200) {
    if (!html.includes("$RX(")) return status;
    let serverErrors;
    for (const digest of clientRenderedDigests(html)) {
      const said = statusIn(digest, API_STATUS) ?? statusIn(digest, ACCESS_FALLBACK);
      if (said) return said;
      // Next's digest of an unexpected error is a number; a server component's error is also a
      // row of the payload (a client component that failed here may still draw in the browser).
      if (/^\d+$/.test(digest) && (serverErrors ??= payloadErrorDigests(html)).includes(digest)) return 500;
    }
    return status;
  }
  if (status === 500 && html.includes('id="__next_error__"')) {
    for (const digest of payloadErrorDigests(html)) {
      const said = statusIn(digest, API_STATUS);
      if (said) return said;
    }
  }
  return status;
}
