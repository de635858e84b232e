// What a catalog list page says when it shows nothing. Its "nothing matches" title follows one rule
// for every section (the section's noun, made indefinite); the "nothing yet" title is the page's own
// where it says more than that the noun is not yet introduced.

/** A noun made indefinite: "ی", or "‌ای" (with a zero-width non-joiner) after a final ه or ی. */
export function indefinite(noun: string): string {
  return /[هی]$/.test(noun) ? `${noun}\u200cای` : `${noun}ی`;
}

type Texts = {
  /** What a list with nothing at all says under its title. */
  none: string;
  /** The title of a list with nothing at all; that no such item is introduced yet unless told. */
  noneTitle?: string;
  /** What a narrowed list with nothing suggests, where it names the page's own filters. */
  filtered?: string;
};

/**
 * A catalog list's noun and its empty texts (narrowed by a search or filter, and with nothing at all),
 * the props of CatalogListPage that name what the list holds.
 */
export function listNoun(noun: string, { none, noneTitle, filtered }: Texts) {
  return {
    noun,
    empty: {
      filtered: {
        title: `${indefinite(noun)} با این مشخصات پیدا نشد`,
        ...(filtered === undefined ? {} : { description: filtered }),
      },
      none: { title: noneTitle ?? `هنوز ${indefinite(noun)} معرفی نشده است`, description: none },
    },
  };
}
