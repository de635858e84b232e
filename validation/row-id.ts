// The id of a row named in a request body (a session, a request, a user).
import { z } from "zod";

/** The largest value of PostgreSQL's integer id columns: a larger number names no row, and must not reach the database as an error. */
export const MAX_ROW_ID = 2_147_483_647;

/** A positive whole number within the id column's range; anything else is refused with `message`. */
export const rowId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ROW_ID, { error: message });

/** A body that names one row by its id, `{id}` (a session to end, a registration to cancel). */
export const rowIdBody = (message: string) => z.object({ id: rowId(message) });
