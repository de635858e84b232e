// A dynamic URL segment (a slug, an id, a file name) as text, or nothing when it cannot name
// anything: a broken percent-encoding (`%zz`, an encoded lone surrogate) makes decodeURIComponent
// throw, and control characters (`%00`) are never part of a slug and the API refuses them (400).
// Pages turn "nothing" into their 404 (pageParam) instead of an error screen.
import { notFound } from "next/navigation";

/** Longer than any slug or id the site makes. */
const MAX_SEGMENT_LENGTH = 300;

// Control characters, and lone surrogates (when a caller hands over text already decoded).

const UNUSABLE = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function decodeRouteParam(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.length > MAX_SEGMENT_LENGTH * 3) return undefined;
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (!text || text.length > MAX_SEGMENT_LENGTH || UNUSABLE.test(text)) return undefined;
  return text;
}

/** The decoded segment of a page's URL; the 404 page when it cannot name anything. */
export function pageParam(raw: string | undefined): string {
  const text = decodeRouteParam(raw);
  if (text === undefined) notFound();
  return text;
}

/** A numeric id segment (up to 9 digits) as a number; the 404 page for anything else, without asking the API. */
export function pageIdParam(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) notFound();
  return Number(raw);
}
