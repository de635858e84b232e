export function acceptedEncodings(header: string | string[] | undefined | null): Set<"br" | "gzip">;
export function preferredEncoding(
  header: string | string[] | undefined | null,
  available?: string[],
): "br" | "gzip" | undefined;
