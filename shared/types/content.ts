// Shapes of the content desk's API (issue 14, /api/v1/admin/content/...), snake_case like the rest.
import type { ContentStatus } from "../content";

/** Where a piece of content is in its lifecycle, as every admin content answer carries it. */
export type ContentState = {
  status: ContentStatus;
  status_label: string;
  /** When a published item goes public (null: at once). */
  publish_at: string | null;
  /** On the public site right now (published, and its publish_at has come). */
  is_public: boolean;
  /** Send it back with an edit: an edit against an older version is refused (409). */
  version: number;
  updated_at: string;
  created_at: string;
};

/**
 * Where a desk record is found: its id, the public page's path (`url`) and the slugs it had before,
 * each still leading to it (always empty for a kind addressed by its id or with no page of its own).
 */
export type DeskAddress = { id: number; url: string; former_slugs: string[] };

/** A content kind's record in the desk: its fields, where it stands, its address and the kind's own read-only fields. */
export type DeskRecord<Fields, Own = unknown> = Fields & ContentState & DeskAddress & Own;

/** A row of a desk list: the fields of the record the list shows, and where it stands. */
export type DeskListRow<Record, Shown extends keyof Record> = Pick<Record, Shown> & ContentState;

export type ContentVersionItem = {
  version: number;
  created_at: string;
  actor: { id: number; name: string } | null;
  /** The whole editable state at that version, in the edit form's fields. */
  data: Record<string, unknown>;
};

/** A WebP the server cut an uploaded image to, read at `url` (/api/v1/media/images/...). */
export type AdminImageVariant = { url: string; width: number; height: number };

/** An image the desk uploaded (POST /api/v1/admin/content/images): `url`, `width` and `height` are its largest variant's. */
export type AdminImage = {
  id: number;
  purpose: "cover" | "logo";
  alt: string;
  url: string;
  width: number;
  height: number;
  /** Largest first. */
  variants: AdminImageVariant[];
};

/** How many items a kind of content holds in all and in each state (published counts the scheduled too). */
export type ContentStateCounts = { all: number } & Record<ContentStatus | "scheduled", number>;
