// The queries of the reads that depend on who asks: the account's and the desk's.
import { z } from "zod";
import { flag, optionalText, text, trimmed, wholeNumber } from "./query";

/** One record of the caller's by `id` (a request, legal details, an uploaded file). */
export const ownRecordQuery = z.object({ id: wholeNumber });

/** /upload/file: the file, and inline=1 to show it in the browser when it can be. */
export const uploadFileQuery = z.object({ id: wholeNumber, inline: flag });

/** /user/requests: the caller's requests, of one kind or all. */
export const userRequestsQuery = z.object({ kind: text });

/** /security/refresh: where to go back to once the session is renewed. */
export const refreshQuery = z.object({ next: text });

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
