import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { legacyPath, legacyRoute } from "@/lib/legacy-routes";
import { pageMetadata } from "@/lib/seo";
import { LineIcon } from "@/components/icons/line-icon";

/** A shop page's metadata: its title, and never indexed. */
export function notOfferedMetadata(pattern: string): Metadata {
  const route = legacyRoute(pattern);
  return pageMetadata({ title: route.title, description: route.description, path: legacyPath(pattern), noindex: true });
}

/**
 * The designed page of an online-shop route Avinox does not offer (SPEC §2 "Other routes"):
 * it says so in Persian, shows the route's own notice (the empty cart), and links to the closest
 * real sections. `inPanel` when it sits in the account area's layout (no page-wide margins).
 */
export function NotOffered({ pattern, inPanel = false }: { pattern: string; inPanel?: boolean }) {
  const route = legacyRoute(pattern);
  return (
    <section
      aria-labelledby="not-offered-title"
      data-testid="not-offered"
      className={
        inPanel
          ? "rounded-2xl border border-brand-100 bg-white p-6 md:p-8"
          : "mx-auto max-w-3xl px-4 py-12 md:px-6 md:py-16"
      }
    >
      <div className="flex flex-col items-center text-center">
        <LineIcon viewBox="0 0 96 96" className="size-24 text-brand-700" strokeWidth="3">
          <circle cx="48" cy="48" r="44" className="fill-brand-50 stroke-brand-100" />
          <path d="M26 34h6l7 28h26l6-20H36" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="42" cy="70" r="3.5" />
          <circle cx="61" cy="70" r="3.5" />
          <path d="m56 24 12 12M68 24 56 36" strokeLinecap="round" className="stroke-amber-600" />
        </LineIcon>
        <h1 id="not-offered-title" className="mt-6 text-2xl font-black md:text-3xl">
          {route.title}
        </h1>
        {route.notice && (
          <p role="status" className="mt-4 rounded-xl bg-amber-50 px-4 py-2 font-bold text-amber-900">
            {route.notice}
          </p>
        )}
        <p className="mt-4 text-lg font-bold text-ink">این خدمت در آوینوکس ارائه نمی‌شود.</p>
        <p className="mt-2 max-w-xl leading-8 text-muted">{route.description}</p>
      </div>
      <h2 className="mt-10 text-lg font-extrabold">شاید دنبال این‌ها بودید</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {route.suggestions.map((suggestion) => (
          <li key={suggestion.href}>
            <Link
              href={suggestion.href}
              className="flex h-full flex-col rounded-2xl border border-brand-100 p-4 hover:border-brand-300 hover:bg-brand-50"
            >
              <span className="font-bold text-brand-800">{suggestion.label}</span>
              <span className="mt-1 text-sm leading-6 text-muted">{suggestion.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="rounded-xl bg-brand-700 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-800">
          صفحه اصلی
        </Link>
        <Link
          href="/search"
          className="rounded-xl border border-brand-300 px-6 py-3 font-bold text-brand-800 hover:bg-brand-50"
        >
          جستجو در سایت
        </Link>
      </div>
    </section>
  );
}
