"use client";
// Checking a request with its tracking code and the mobile it was sent with; the state goes in the
// URL so the result can be reloaded. The schema (with zod) loads at the form's first focus, not
// with the page.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { MobileField } from "@/components/forms/person-fields";
import { LtrField } from "@/components/ui/field";
import { fieldBinder } from "@/lib/bind-fields";
import { lazySchemaResolver } from "@/lib/requests/lazy-schema-resolver";
import type { Track, TrackInput } from "@/validation/requests/track";

const loadSchema = () => import("@/validation/requests/track").then((m) => m.trackSchema);

export function TrackForm({ code = "", mobile = "" }: { code?: string; mobile?: string }) {
  const router = useRouter();
  const [resolver] = useState(() => lazySchemaResolver(loadSchema));
  const { register, handleSubmit, formState } = useForm<TrackInput, unknown, Track>({
    resolver,
    mode: "onTouched",
    defaultValues: { code, mobile },
  });
  const field = fieldBinder(register, formState.errors);
  return (
    <form
      noValidate
      onFocus={resolver.preload}
      onSubmit={handleSubmit((found) =>
        router.push(`/track?code=${encodeURIComponent(found.code.toUpperCase())}&mobile=${found.mobile}`),
      )}
      className="grid gap-4 rounded-2xl border border-brand-100 bg-surface p-5 md:grid-cols-[1fr_1fr_auto] md:items-start"
    >
      <LtrField
        label="کد پیگیری"
        required
        autoComplete="off"
        placeholder="AVX-XXXX-XXXX"
        className="uppercase"
        {...field("code")}
      />
      {/* The number the request was sent with: a mobile, or the landline a contact message may give. */}
      <MobileField label="شماره موبایل یا تلفن" {...field("mobile")} />
      <Button type="submit" className="md:mt-7">
        پیگیری
      </Button>
    </form>
  );
}
