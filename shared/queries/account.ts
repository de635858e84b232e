// The queries of the account's reads (the caller's own records, its session).
import { z } from "zod";
import { flag, nameList, text, wholeNumber } from "./query";

/** One record of the caller's by `id` (a request, legal details, an uploaded file). */
export const ownRecordQuery = z.object({ id: wholeNumber });

/** /upload/file: the file, and inline=1 to show it in the browser when it can be. */
export const uploadFileQuery = z.object({ id: wholeNumber, inline: flag });

/** /user/requests: the caller's requests, of one kind or all. */
export const userRequestsQuery = z.object({ kind: text });

/** /security/refresh: where to go back to once the session is renewed. */
export const refreshQuery = z.object({ next: text });

/** A sign-in's answer: `expand=identity` adds who signed in to the tokens. */
export const signInQuery = z.object({ expand: nameList });
