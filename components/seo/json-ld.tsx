// Structured data for search engines. Stored text ends up inside a <script> element, so every
// character that could close the element or open a comment there (`<`, `>`, `&`) and the line
// separators some parsers take for line ends (U+2028, U+2029) are written as JSON \u escapes:
// the text reads back the same, and can never break out.
const SCRIPT_ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** JSON that is safe as the text of a <script> element (these characters only occur inside strings). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);
}

export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = scriptSafeJson({ "@context": "https://schema.org", ...data });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
