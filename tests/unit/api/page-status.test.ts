// The HTTP status of a rendered page follows its error screen (entry/page-status.mjs), read
// from what Next 16 and React put in the HTML: the fixtures below copy their shapes from this
// site's production build (a streamed page under loading.tsx, and the empty error document of a
// page that failed before streaming). The digests come from the API client's own errors.
import { AxiosError } from "axios";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import { decideFailure } from "@/lib/api/error-policy";
import { pageStatus } from "@/entry/page-status.mjs";

/** The digest a page's failed API call carries to React. */
function apiDigest(code: string | number): string {
  const error =
    typeof code === "number"
      ? new AxiosError("failed", "ERR_BAD_RESPONSE", undefined, undefined, {
          status: code,
          statusText: "",
          data: {},
          headers: {},
          config: {} as never,
        })
      : new AxiosError("failed", code);
  return new ApiError(decideFailure(error, { page: true, tokenSent: false })).digest!;
}

/** Next's payload script: rows as one JSON string, with `<` written as \u003c. */
const payload = (rows: string) =>
  `<script>self.__next_f.push([1,${JSON.stringify(rows).replace(/</g, "\\u003c")}])</script>`;
/** React's instruction to draw a failed boundary in the browser, with the error's digest. */
const RX_DEFINITION =
  '$RX=function(b,c,d,e,f){var a=document.getElementById(b);a&&(b=a.previousSibling,b.data="$!",a=a.dataset,null!=c&&(a.dgst=c),d&&(a.msg=d),e&&(a.stck=e),f&&(a.cstck=f),b._reactRetry&&b._reactRetry())};;';
const clientRender = (digest: string, first = true) =>
  `<script>${first ? RX_DEFINITION : ""}$RX("B:0",${JSON.stringify(digest)})</script>`;

const LAYOUT_ROWS = '0:{"P":null,"b":"build","c":["",""]}\n2:I[339756,[],"default"]\n';

/** A page under loading.tsx: the loading state went out with 200, then the failure. */
function streamedPage(parts: { text?: string; failures?: string[]; errorRows?: string[] }) {
  const { text = "رویدادها", failures = [], errorRows = [] } = parts;
  return [
    '<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charSet="utf-8"/></head><body>',
    `<header>آوینوکس</header><main><!--$?--><template id="B:0"></template><p class="sr-only">در حال بارگذاری…</p><!--/$--><p>${text}</p></main>`,
    "<script>requestAnimationFrame(function(){$RT=performance.now()});</script>",
    ...failures.map((digest, i) => clientRender(digest, i === 0)),
    "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    payload(LAYOUT_ROWS),
    ...errorRows.map((digest, i) => payload(`3${i}:E${JSON.stringify({ digest })}\n`)),
    "</body></html>",
  ].join("");
}

/** Next's document for a page that failed before its first byte: the screen is drawn in the browser. */
function errorDocument(digest: string) {
  return [
    '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/><meta name="robots" content="noindex"/></head><body>',
    "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    payload(`${LAYOUT_ROWS}33:E${JSON.stringify({ digest })}\n`),
    "</body></html>",
  ].join("");
}

describe("a page streamed with 200 that then failed", () => {
  it("answers the status of its API failure: no answer 503, time-out 504, too many requests 429", () => {
    expect(pageStatus(streamedPage({ failures: [apiDigest("ECONNREFUSED")] }), 200)).toBe(503);
    expect(pageStatus(streamedPage({ failures: [apiDigest("ECONNABORTED")] }), 200)).toBe(504);
    expect(pageStatus(streamedPage({ failures: [apiDigest(429)] }), 200)).toBe(429);
    expect(pageStatus(streamedPage({ failures: [apiDigest(500)] }), 200)).toBe(500);
  });

  it("answers 404 for notFound() after streaming began", () => {
    expect(
      pageStatus(
        streamedPage({ failures: ["NEXT_HTTP_ERROR_FALLBACK;404"], errorRows: ["NEXT_HTTP_ERROR_FALLBACK;404"] }),
        200,
      ),
    ).toBe(404);
  });

  it("answers 500 for any other error a server component threw (its digest is an error row of the payload)", () => {
    expect(pageStatus(streamedPage({ failures: ["2803442371"], errorRows: ["2803442371"] }), 200)).toBe(500);
  });

  it("stays 200 when the browser can still draw the part (a client component's server-side failure, a bail-out)", () => {
    expect(pageStatus(streamedPage({ failures: ["2803442371"] }), 200)).toBe(200);
    expect(pageStatus(streamedPage({ failures: ["BAILOUT_TO_CLIENT_SIDE_RENDERING"] }), 200)).toBe(200);
  });

  it("takes the first failure that names a status", () => {
    expect(
      pageStatus(streamedPage({ failures: ["BAILOUT_TO_CLIENT_SIDE_RENDERING", apiDigest(504), apiDigest(429)] }), 200),
    ).toBe(504);
  });

  it("stays 200 for a page that did not fail", () => {
    expect(pageStatus(streamedPage({}), 200)).toBe(200);
  });

  it("cannot be steered by stored text that imitates React's instructions or Next's payload", () => {
    const forged = `$RX("B:0","${apiDigest(503)}")\n0:E{"digest":"${apiDigest(429)}"}`;
    // As React writes text into the page (quotes escaped) and as Next writes it into the payload.
    const asHtml = forged.replace(/"/g, "&quot;");
    const asPayloadText = `1a:T${forged.length.toString(16)},\n${forged}\n`;
    expect(pageStatus(streamedPage({ text: asHtml }), 200)).toBe(200);
    expect(pageStatus(streamedPage({ text: asHtml }).replace("</body>", `${payload(asPayloadText)}</body>`), 200)).toBe(
      200,
    );
  });
});

describe("a page that failed before streaming", () => {
  it("answers its API failure's status instead of Next's 500", () => {
    expect(pageStatus(errorDocument(apiDigest("ECONNRESET")), 500)).toBe(503);
    expect(pageStatus(errorDocument(apiDigest("ETIMEDOUT")), 500)).toBe(504);
    expect(pageStatus(errorDocument(apiDigest(429)), 500)).toBe(429);
  });

  it("keeps 500 for an error that is not the API's", () => {
    expect(pageStatus(errorDocument("2803442371"), 500)).toBe(500);
  });
});

describe("statuses Next decided", () => {
  it("keeps a 404, a redirect and any other status a route chose", () => {
    expect(pageStatus(errorDocument("NEXT_HTTP_ERROR_FALLBACK;404"), 404)).toBe(404);
    expect(pageStatus(streamedPage({ failures: [apiDigest(503)] }), 404)).toBe(404);
    expect(pageStatus("<!DOCTYPE html><html><body></body></html>", 307)).toBe(307);
  });
});
