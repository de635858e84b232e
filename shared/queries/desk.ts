// The queries of the desk's reads (staff only): the content lists, the request queue, the audit
// log, an event's attendees and a file's address. Like every query, a value that names nothing is
// left out rather than refused.
import { z } from "zod";
import { flag, optionalText, text, trimmed, wholeNumber } from "./query";

/** Free text a desk filter reads: trimmed, at most 100 characters, blank is no filter. */
const deskFilterText = trimmed.transform((value) => value?.slice(0, 100) || undefined);

/** /admin/audit: who did it (a staff id), to what (entity, entity_id) and what (action). */
export const auditQuery = z.object({
  actor: wholeNumber,
  entity: deskFilterText,
  entity_id: deskFilterText,
  action: deskFilterText,
});

/** /admin/events/{id}/attendees: the search over the attendees. */
export const attendeesQuery = z.object({ q: optionalText });

/** Every content desk list: the state (or "scheduled"), the search and the sort; the desk checks the names. */
export const contentListQuery = z.object({ status: text, q: text, sort: text });

/** The spaces desk's list, narrowed to one branch. */
export const spaceDeskListQuery = z.object({ branch_id: wholeNumber });

/** The plans desk's list, narrowed to one space. */
export const planDeskListQuery = z.object({ location_id: wholeNumber });

/** The FAQ desk's list, narrowed to one category. */
export const faqDeskListQuery = z.object({ category_id: wholeNumber });

/**
 * The request queue's filters (the desk keeps them in its URL): kind, status, branch, received
 * from/to (ISO days, Persian digits allowed), assignee (`me`, `none` or a staff id), not yet
 * called, the search and the sort; the queue checks the names and days.
 */
export const queueQuery = z.object({
  kind: trimmed,
  status: trimmed,
  branch: wholeNumber,
  from: trimmed,
  to: trimmed,
  assignee: trimmed,
  not_called: flag,
  q: deskFilterText,
  sort: trimmed,
});

/** A file opened from the desk: the grant its address carries. */
export const fileGrantQuery = z.object({ grant: text });
