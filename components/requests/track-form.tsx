"use client";
// Checking a request with its tracking code and the mobile it was sent with; the state goes in the
// URL so the result can be reloaded. The schema (with zod) loads at the form's first focus, not
// with the page.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { lazySchemaResolver } from "@/lib/requests/lazy-schema-resolver";
import type { Track, TrackInput } from "@/validation/requests/track";

const loadSchema = () => import("@/validation/requests/track").then((m) => m.trackSchema);

export function TrackForm({ code = "", mobile = "" }: { code?: string; mobile?: string }) {
  const router = useRouter();
  const [resolver] = useState(() => lazySchemaResolver(loadSchema));
  const { register, handleSubmit, formState } = useForm<TrackInput, unknown, Track>({ resolver, mode: "onTouched", defaultValues: { code, mobile } });
  return (
    <form
      noValidate
      onFocus={resolver.preload}
      onSubmit={handleSubmit((found) => router.push(`/track?code=${encodeURIComponent(found.code.toUpperCase())}&mobile=${found.mobile}`))}
      className="grid gap-4 rounded-2xl border border-brand-100 bg-surface p-5 md:grid-cols-[1fr_1fr_auto] md:items-start"
    >
      <TextField label="کد پیگیری" required dir="ltr" autoComplete="off" placeholder="AVX-XXXX-XXXX" className="text-start uppercase" error={formState.errors.code?.message} {...register("code")} />
      {/* The number the request was sent with: a mobile, or the landline a contact message may give. */}
      <TextField
        label="شماره موبایل یا تلفن"
        required
        dir="ltr"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="۰۹۱۲۳۴۵۶۷۸۹"
        className="text-start"
        error={formState.errors.mobile?.message}
        {...register("mobile")}
      />
      <Button type="submit" className="md:mt-7">
        پیگیری
      </Button>
    </form>
  );
}
