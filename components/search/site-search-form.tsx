import { Form } from "@/components/navigation/form";

/** The big search box of /search: what was searched stays in it; `type` narrows to one kind. */
export function SiteSearchForm({ query = "", type }: { query?: string; type?: string }) {
  return (
    <Form action="/search" role="search" aria-label="جستجو در سایت" className="rounded-2xl border border-brand-100 bg-surface p-4">
      <label htmlFor="site-search-q" className="text-sm font-bold text-ink">
        جستجو در همه بخش‌های آوینوکس
      </label>
      {type && <input type="hidden" name="type" value={type} />}
      <div className="mt-1.5 flex gap-2">
        <input
          id="site-search-q"
          key={query}
          name="q"
          type="search"
          required
          maxLength={100}
          defaultValue={query}
          placeholder="مثلاً: هوش مصنوعی، کارآموزی، رزرو اتاق جلسه"
          autoComplete="off"
          enterKeyHint="search"
          className="min-w-0 flex-1 rounded-xl border border-brand-200 bg-white px-3 py-2.5 text-ink placeholder:text-muted"
        />
        <button type="submit" className="rounded-xl bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800">
          جستجو
        </button>
      </div>
    </Form>
  );
}
