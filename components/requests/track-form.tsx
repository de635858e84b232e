"use client";
// Checking a request with its tracking code and the mobile it was sent with; the state goes in the
// URL so the result can be reloaded.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { trackSchema as schema } from "@/validation/requests/track";

// The number the request was sent with: a mobile, or the landline a contact message may give.

export function TrackForm({ code = "", mobile = "" }: { code?: string; mobile?: string }) {
  const router = useRouter();
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), mode: "onTouched", defaultValues: { code, mobile } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        const parsed = schema.parse(values);
        router.push(`/track?code=${encodeURIComponent(parsed.code.toUpperCase())}&mobile=${parsed.mobile}`);
      })}
      className="grid gap-4 rounded-2xl border border-brand-100 bg-surface p-5 md:grid-cols-[1fr_1fr_auto] md:items-start"
    >
      <TextField label="کد پیگیری" required dir="ltr" autoComplete="off" placeholder="AVX-XXXX-XXXX" className="text-start uppercase" error={formState.errors.code?.message} {...register("code")} />
      <TextField label="شماره موبایل یا تلفن" required dir="ltr" type="tel" inputMode="tel" autoComplete="tel" placeholder="۰۹۱۲۳۴۵۶۷۸۹" className="text-start" error={formState.errors.mobile?.message} {...register("mobile")} />
      <Button type="submit" className="md:mt-7">
        پیگیری
      </Button>
    </form>
  );
}
