// A form's schema that loads at its first check: nothing loads before, it loads once, it checks
// as the schema says (parsed values on success, Persian messages per field on failure), and a
// failed download is tried again at the next check.
import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { lazySchemaResolver } from "@/lib/requests/lazy-schema-resolver";

const schema = z.object({ name: z.string().min(2, "نام کوتاه است"), age: z.preprocess((v) => Number(v), z.number()) });
type Input = z.input<typeof schema>;
const options: ResolverOptions<Input> = { fields: {}, shouldUseNativeValidation: false };

describe("lazySchemaResolver", () => {
  it("loads the schema at the first check, once, and answers with its parsed values or messages", async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazySchemaResolver(load);
    expect(load).not.toHaveBeenCalled();

    const ok = await resolver({ name: "سارا", age: "31" }, undefined, options);
    expect(ok).toEqual({ values: { name: "سارا", age: 31 }, errors: {} });
    const bad = await resolver({ name: "س", age: "1" }, undefined, options);
    expect(bad.values).toEqual({});
    expect(bad.errors.name?.message).toBe("نام کوتاه است");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("preload starts the download without a check", async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazySchemaResolver(load);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ name: "سارا", age: "3" }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries a failed download again at the next check", async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(schema);
    const resolver = lazySchemaResolver(load);
    await expect(resolver({ name: "سارا", age: "3" }, undefined, options)).rejects.toThrow("dynamically imported");
    expect((await resolver({ name: "سارا", age: "3" }, undefined, options)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
