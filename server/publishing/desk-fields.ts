import "server-only";
// What every kind's desk module wrote out again for itself (issue 36): the fields a version keeps,
// the columns an edit sets, the refusal of a stale edit, the desk's own fields of an item, and the
// check of an edited image and its text alternative.
import type { ContentState } from "@/shared/types/content";
import type { Database } from "@/server/db/types";
import { ValidationFailure } from "@/server/http/validation";
import { assertUploadedImage } from "@/server/media/images";
import { formerSlugs } from "./slugs";
import type { ContentEntity } from "./versions";
import { contentState, type ContentRow } from "./writes";

/**
 * What a version keeps and the audit log shows: the fields the kind's form sends (its create
 * schema's, so restoring parses them with the same schema) and where the item stood.
 */
export function editableSnapshot(item: ContentState, schema: { shape: object }): Record<string, unknown> {
  const fields = item as Record<string, unknown>;
  const keys = [...Object.keys(schema.shape), "status", "publish_at", "version"];
  return Object.fromEntries(keys.map((key) => [key, fields[key]]));
}

/** What the desk's view adds that no version keeps: the id, the public address, the former slugs and what the state's fields derive (status, publish_at and version are kept). */
const VIEW_ONLY_FIELDS = ["id", "url", "former_slugs", "status_label", "is_public", "updated_at", "created_at"];

/** An item as a version keeps it: every field but those the desk's view adds and the kind's own read-only ones (`readOnly`). */
export function keptFields(item: object, readOnly: readonly string[]): Record<string, unknown> {
  const dropped = new Set([...VIEW_ONLY_FIELDS, ...readOnly]);
  return Object.fromEntries(Object.entries(item).filter(([key]) => !dropped.has(key)));
}

/** The columns a create or an edit sets: those of the fields it sent (undefined: left as it is). */
export function sentColumns<Columns extends Record<string, unknown>>(values: Columns): Partial<Columns> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<Columns>;
}

/** The refusal of an edit against an older version (409), naming what was edited ("این پیشنهاد"). */
export const staleMessage = (subject: string): string =>
  `${subject} همین حالا از طرف همکار دیگری تغییر کرده است. آخرین نسخه را بگیرید و تغییرهای خود را دوباره وارد کنید.`;

/** What the desk's view adds to an item: where it stands, its public address, and its former slugs (a kind addressed by id has none). */
export type DeskFields = ContentState & { url: string; former_slugs: string[] };

export async function deskFields(
  db: Database,
  row: ContentRow,
  url: string,
  slugged?: { entity: ContentEntity },
): Promise<DeskFields> {
  return {
    ...contentState(row),
    url,
    former_slugs: slugged ? await formerSlugs(db, slugged.entity, row.id) : [],
  };
}

/** An image field of a kind (`field`, its text alternative `<field>_alt`, stored as `<field>` and `<field>Alt`). */
export type ImageRule = {
  field: string;
  /** Whether the image as it will be has the text alternative it needs. */
  hasAlt: (image: string, alt: string | null) => boolean;
  altMessage: string;
  /** What a newly chosen uploaded image must have been cut for. */
  shape: Parameters<typeof assertUploadedImage>[3];
};

/**
 * The checks of an edit's images (`sent`: the edit's fields, undefined when kept; `stored`: the
 * row): each as it will be keeps its text alternative (422 on `<field>_alt`), then each changed
 * one must be an uploaded image of its shape (422 on the field).
 */
export async function assertImageEdits(t: Database, rules: readonly ImageRule[], sent: object, stored: object) {
  const edit = sent as Record<string, string | null | undefined>;
  const row = stored as Record<string, string | null>;
  for (const { field, hasAlt, altMessage } of rules) {
    const alt = edit[`${field}_alt`] === undefined ? row[`${field}Alt`]! : edit[`${field}_alt`]!;
    if (!hasAlt(edit[field] ?? row[field]!, alt)) throw new ValidationFailure(`${field}_alt`, altMessage);
  }
  for (const { field, shape } of rules)
    if (edit[field] !== undefined && edit[field] !== row[field])
      await assertUploadedImage(t, edit[field], field, shape);
}
