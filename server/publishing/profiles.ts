import "server-only";
// What the desk's people profiles (freelancers, mentors) share: a square avatar with its text
// alternative, drawn from the name's initials when none is chosen, and a search text that names
// the profile's category.
import type { Database } from "@/server/db/types";
import { artUrl, nameInitials } from "@/server/media/art";
import { avatarHasAlt } from "@/validation/content/mentor";
import type { Choice } from "./choices";
import type { ImageRule } from "./desk-fields";
import type { ContentChange } from "./writes";

/** A profile's avatar: an uploaded one must have been cut square (a "logo") and keeps its text alternative. */
export const avatarRule = (altMessage: string, notSquareMessage: string): ImageRule => ({
  field: "avatar",
  hasAlt: (avatar, avatar_alt) => avatarHasAlt({ avatar, avatar_alt }),
  altMessage,
  shape: { purpose: "logo", message: notSquareMessage },
});

/** A new profile's avatar: the one chosen, or its name's initials drawn. */
export const avatarOrInitials = (avatar: string | null | undefined, name: string): string =>
  avatar ?? artUrl("avatar", name, nameInitials(name));

/** A profile's `complete`: the search text of what it holds after the change, its category's name too. */
export function searchTextWithCategory<Row extends { categoryId: number }>(
  categoryOf: (db: Database, id: number) => Promise<Choice>,
  searchText: (row: Row, categoryName: string) => string,
) {
  return async (t: Database, row: Row, change: ContentChange) => {
    const next = { ...row, ...change.values } as Row;
    const category = await categoryOf(t, next.categoryId);
    return { ...change.values, searchText: searchText(next, category.name) };
  };
}
