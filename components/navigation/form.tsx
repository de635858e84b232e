"use client";
// The site's GET search form: next/form, which prefetches its results page once on screen, with
// the same prefetch manners as the site's links (components/navigation/link.tsx, SPEC §9).
// A drop-in for next/form: `import { Form } from "@/components/navigation/form"`.
import NextForm from "next/form";
import type { ComponentPropsWithRef } from "react";
import { useIdlePrefetch } from "@/lib/hooks/use-idle-prefetch";

export function Form({ prefetch, ...props }: ComponentPropsWithRef<typeof NextForm>) {
  const allowed = useIdlePrefetch(prefetch !== false);
  return <NextForm {...props} prefetch={allowed ? prefetch : false} />;
}
