// A form's zod resolver whose schema loads at the form's first check instead of with the page:
// zod is the largest script a form page would carry (about 30 KiB compressed), and most visitors
// read the page without typing. The form asks for it early (`preload`, on its first focus) so the
// first message under a field does not wait for the network.
import type { FieldValues, Resolver } from "react-hook-form";
import type * as z4 from "zod/v4/core";

export type LazySchemaResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading the schema (and the resolver) without checking anything. */
  preload: () => void;
};

export function lazySchemaResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z4.$ZodType<Output, Input>>,
): LazySchemaResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        // A failed download is tried again at the next check.
        loading = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}
