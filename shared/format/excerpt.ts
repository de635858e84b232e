// Plain text cut short for a meta description or a search result's summary.

/** Plain text for meta descriptions: first sentence-ish, at most `max` characters. */
export function excerpt(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20))}…`;
}
