// Reading a query string with a schema (issue 36): each route's query is a zod object built from the
// fields below, shared with the client code that writes those URLs. A query never fails on a bad
// value: what cannot be read is left out (null, undefined, the default), as the API always did.
import { z } from "zod";

/** A param as given (the first of repeated ones), null when absent. */
export const text = z
  .string()
  .optional()
  .transform((value) => value ?? null);

/** A param as given, or "" when absent (a read that then finds nothing, or says what is missing). */
export const textOrEmpty = z
  .string()
  .optional()
  .transform((value) => value ?? "");

/** A param as given, or undefined when absent. */
export const optionalText = z.string().optional();

/** A param without its surrounding spaces; absent or blank is undefined. */
export const trimmed = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A whole number of at most nine digits (an id, a page); anything else is undefined. */
export const wholeNumber = z
  .string()
  .optional()
  .transform((value) => (value !== undefined && /^\d{1,9}$/.test(value.trim()) ? Number(value) : undefined));

/** `1` turns it on; anything else, or nothing, leaves it off. */
export const flag = z
  .string()
  .optional()
  .transform((value) => value === "1");

/** One of the named values, or null. */
export const oneOf = <const Value extends string>(values: readonly [Value, ...Value[]]) =>
  z
    .string()
    .optional()
    .transform((value) => ((values as readonly string[]).includes(value ?? "") ? (value as Value) : null));

/** A comma-separated list of names (`expand=a,b.c`), blanks dropped. */
export const nameList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  );

/** What every read may add (`expand`) or keep (`fields`) of a record, as Yii2's serializer reads them. */
export const shapeQuery = z.object({ expand: nameList, fields: nameList });

/** The page and page size every list reads (`page`, `per-page`, from 1); the route sets the defaults. */
export const pageQuery = z.object({ page: wholeNumber, "per-page": wholeNumber });

/**
 * Params read as given (`fields`), then checked by a schema that reads any input (a form's), whose
 * 422s name the params. The cast only says so: zod types a pipe's target by its source's output.
 */
export function checkedQuery<Check extends z.ZodType>(fields: z.ZodObject, check: Check): z.ZodType<z.output<Check>> {
  return fields.pipe(check as unknown as z.ZodType<z.output<Check>, z.output<typeof fields>>);
}

/** What a client may write into a query the schema reads: its names, each a value a URL can carry. */
export type QueryParams<Schema extends z.ZodType> = { [Name in keyof z.input<Schema>]?: string | number };

/** Each name's first value, as URLSearchParams.get reads it. */
function firstValues(params: URLSearchParams): Record<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of params) if (!values.has(name)) values.set(name, value);
  return Object.fromEntries(values);
}

/** The query read by its schema. */
export function parseQuery<Schema extends z.ZodType>(schema: Schema, params: URLSearchParams): z.output<Schema> {
  return schema.parse(firstValues(params));
}

/** Names every read takes besides its own: the page, its size, the expansions and the kept fields. */
type NamesEveryReadTakes = "page" | "per-page" | "expand" | "fields";

/**
 * A client's query type, held to the schema its route reads it with: a name the route does not read
 * fails to compile where the type is written (a filter the API would silently ignore).
 */
export type ReadBy<
  Schema extends z.ZodType,
  Query extends {
    [Name in keyof Query]: Name extends keyof z.input<Schema> | NamesEveryReadTakes ? unknown : never;
  },
> = Query;
