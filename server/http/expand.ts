import "server-only";
// `expand=a,b.c` adds related data and `fields=x,y` narrows, as Yii2's REST serializer does.

/** The requested expansions that the resource allows; "b.c" also implies "b". Unknown names are ignored. */
export function parseExpand(params: URLSearchParams, allowed: readonly string[]): Set<string> {
  const wanted = new Set<string>();
  for (const raw of splitList(params.get("expand"))) {
    const parts = raw.split(".");
    for (let i = 1; i <= parts.length; i++) {
      const name = parts.slice(0, i).join(".");
      if (allowed.includes(name)) wanted.add(name);
    }
  }
  return wanted;
}

export function parseFields(params: URLSearchParams): string[] | undefined {
  const fields = splitList(params.get("fields"));
  return fields.length ? fields : undefined;
}

/** Keeps only the named top-level fields (plus any expansions, which `fields` never hides). */
export function pickFields<T extends Record<string, unknown>>(
  record: T,
  fields: string[] | undefined,
  expanded: ReadonlySet<string> = new Set(),
): Partial<T> {
  if (!fields) return record;
  const keep = new Set([...fields, ...[...expanded].map((name) => name.split(".")[0] ?? name)]);
  return Object.fromEntries(Object.entries(record).filter(([key]) => keep.has(key))) as Partial<T>;
}

function splitList(raw: string | null): string[] {
  if (!raw) return [];
  return raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
