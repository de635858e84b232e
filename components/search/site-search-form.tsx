import { Form } from "@/components/navigation/form";
import { SearchRow } from "./search-row";

/** The big search box of /search: what was searched stays in it; `type` narrows to one kind. */
export function SiteSearchForm({ query = "", type }: { query?: string; type?: string }) {
  return (
    <Form
      action="/search"
      role="search"
      aria-label="جستجو در سایت"
      className="rounded-2xl border border-brand-100 bg-surface p-4"
    >
      <label htmlFor="site-search-q" className="text-sm font-bold text-ink">
        جستجو در همه بخش‌های آوینوکس
      </label>
      {type && <input type="hidden" name="type" value={type} />}
      <SearchRow
        className="mt-1.5"
        wideButton
        id="site-search-q"
        key={query}
        required
        maxLength={100}
        defaultValue={query}
        placeholder="مثلاً: هوش مصنوعی، کارآموزی، رزرو اتاق جلسه"
        autoComplete="off"
        enterKeyHint="search"
      />
    </Form>
  );
}
