import { Form } from "@/components/navigation/form";
import { LineIcon } from "@/components/icons/line-icon";

/**
 * The header's search box: a GET form to /search (a plain form before scripts load; next/form
 * navigates on the client and prefetches the results page once the browser is idle).
 */
export function HeaderSearch({
  className = "",
  id = "header-search-q",
}: {
  className?: string;
  /** Unique when placed twice (e.g. the phone menu). */ id?: string;
}) {
  return (
    <Form
      action="/search"
      role="search"
      aria-label="جستجو در سایت"
      className={`relative flex items-center ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        جستجو در سایت
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        maxLength={100}
        placeholder="جستجو در آوینوکس…"
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full min-w-0 rounded-xl border border-brand-200 bg-white ps-3 pe-10 text-sm text-ink placeholder:text-muted"
      />
      <button
        type="submit"
        aria-label="جستجو"
        className="absolute end-1 flex size-8 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50"
      >
        <LineIcon className="size-5" strokeWidth="2.2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </LineIcon>
      </button>
    </Form>
  );
}
