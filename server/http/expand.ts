import "server-only";
// `expand=a,b.c` adds related data and `fields=x,y` narrows, as Yii2's REST serializer does.
import { parseQuery, shapeQuery } from "@/shared/queries/query";

/** The requested expansions that the resource allows; "b.c" also implies "b". Unknown names are ignored. */
export function parseExpand(params: URLSearchParams, allowed: readonly string[]): Set<string> {
  const wanted = new Set<string>();
  for (const raw of parseQuery(shapeQuery, params).expand) {
    const parts = raw.split(".");
    for (let i = 1; i <= parts.length; i++) {
      const name = parts.slice(0, i).join(".");
      if (allowed.includes(name)) wanted.add(name);
    }
  }
  return wanted;
}

/** What `fields=` and `expand=` ask to keep, when `fields` narrows at all. */
export type FieldNarrowing = { fields: string[]; expanded: ReadonlySet<string> };

export function requestedFields(params: URLSearchParams): FieldNarrowing | undefined {
  const { fields, expand } = parseQuery(shapeQuery, params);
  if (!fields.length) return undefined;
  // An expansion the resource does not allow is simply absent from the record, so every name counts.
  return { fields, expanded: new Set(expand.map((name) => name.split(".")[0]!)) };
}

/** Keeps only the named top-level fields of a record, or of each record of a list (plus any
 *  expansions, which `fields` never hides). Anything else is sent as it is. */
export function narrowFields(value: unknown, { fields, expanded }: FieldNarrowing): unknown {
  if (Array.isArray(value)) return value.map((item) => narrowFields(item, { fields, expanded }));
  if (value === null || typeof value !== "object") return value;
  const keep = new Set([...fields, ...expanded]);
  return Object.fromEntries(Object.entries(value).filter(([key]) => keep.has(key)));
}

/** The same narrowing on a JSON answer a handler built itself (a list with its pagination headers). */
export async function narrowResponse(response: Response, narrowing: FieldNarrowing): Promise<Response> {
  if (response.status !== 200 || !response.headers.get("content-type")?.includes("application/json")) return response;
  const body = narrowFields(await response.json(), narrowing);
  return Response.json(body, { status: response.status, headers: response.headers });
}
