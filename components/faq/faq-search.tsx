"use client";
// The FAQ search box: a GET form on /faq (works before scripts load); once hydrated, it filters as
// you type (after a short pause) by replacing ?q= in the URL, so the answer always comes from the API.
import { Form } from "@/components/navigation/form";
import { SearchRow } from "@/components/search/search-row";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useTransition } from "react";

const TYPING_PAUSE_MS = 450;

export function FaqSearch({ query = "" }: { query?: string }) {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed under us (back button, a link): show its query, unless it is what is typed.
  if (query !== shownQuery) {
    setShownQuery(query);
    if (value.trim() !== query.trim()) setValue(query);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function go(next: string) {
    const q = next.trim();
    if (q === query.trim()) return;
    startTransition(() => router.replace(q ? `/faq?q=${encodeURIComponent(q)}` : "/faq", { scroll: false }));
  }

  return (
    <Form
      action="/faq"
      role="search"
      aria-label="جستجو در پرسش‌ها"
      className="rounded-2xl border border-brand-100 bg-surface p-4"
    >
      <label htmlFor={`${id}-q`} className="text-sm font-bold text-ink">
        جستجو در پرسش‌های متداول
      </label>
      <SearchRow
        className="mt-1.5"
        id={`${id}-q`}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          setValue(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => go(next), TYPING_PAUSE_MS);
        }}
        placeholder="مثلاً: کد پیگیری، رمز عبور، رزرو"
        autoComplete="off"
        aria-describedby={`${id}-status`}
      />
      <p id={`${id}-status`} aria-live="polite" className="mt-2 min-h-5 text-sm text-muted">
        {pending ? "در حال جستجو…" : ""}
      </p>
    </Form>
  );
}
