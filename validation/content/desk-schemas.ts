// The two schemas each content kind's desk form and admin API parse with: a new entry's, and an
// edit's (any of its fields, with the version the desk showed), each with the kind's checks across
// fields. Only the fields and the checks differ from kind to kind.
import { z } from "zod";
import { contentVersion } from "./fields";

/** A rule across fields (an end after its start, an uploaded image with its alt text); its message sits on `field`. */
export type CrossCheck<T> = { holds: (entry: T) => boolean; field: string; error: string };

function withChecks<S extends z.ZodType>(schema: S, checks: readonly CrossCheck<z.output<S>>[]): S {
  return checks.reduce<S>(
    (checked, { holds, field, error }) => checked.refine(holds, { path: [field], error }) as S,
    schema,
  );
}

/** An edit's fields: any of the kind's, and the version the desk showed (an edit made against an older one is refused). */
export const patchFields = <F extends z.ZodRawShape>(fields: F) =>
  z.object(fields).partial().extend({ version: contentVersion });

/** A kind's create and patch schemas; `create` and `patch` list the checks each runs (an edit is checked again against what is stored). */
export function contentSchemas<F extends z.ZodRawShape>(
  fields: F,
  checks: {
    create?: readonly CrossCheck<z.output<z.ZodObject<F>>>[];
    patch?: readonly CrossCheck<z.output<ReturnType<typeof patchFields<F>>>>[];
  } = {},
) {
  return {
    create: withChecks(z.object(fields), checks.create ?? []),
    patch: withChecks(patchFields(fields), checks.patch ?? []),
  };
}
