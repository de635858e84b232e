"use client";
// A desk list's GET filter form: it works before scripts load; once hydrated it navigates on the
// client with only the fields that say something, so the URL (filters and page) stays short and
// shareable. Changing a filter starts again from the first page (no page field is sent).
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";

export function FilterForm({ action, label, children, className }: { action: string; label: string; children: ReactNode; className?: string }) {
  const router = useRouter();
  return (
    <form
      role="search"
      aria-label={label}
      action={action}
      method="get"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (typeof value === "string" && value.trim()) params.set(name, value.trim());
        }
        const search = params.toString();
        router.push(search ? `${action}?${search}` : action);
      }}
    >
      {children}
    </form>
  );
}
