import { Link } from "@/components/navigation/link";
import { mainNav } from "@/shared/site";

/** Searches people often make here; each is a link that runs it. */
export const POPULAR_SEARCHES = [
  "هوش مصنوعی",
  "میز اختصاصی",
  "کارآموزی",
  "استارتاپ",
  "برنامه‌نویسی",
  "کد پیگیری",
] as const;

/** What to try next: popular searches, every section, and the FAQ. */
export function SearchSuggestions() {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="popular-title">
        <h2 id="popular-title" className="text-lg font-extrabold">
          جستجوهای پرتکرار
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {POPULAR_SEARCHES.map((term) => (
            <li key={term}>
              <Link
                href={`/search?q=${encodeURIComponent(term)}`}
                className="block rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-bold text-brand-800 hover:bg-brand-50"
              >
                {term}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sections-title">
        <h2 id="sections-title" className="text-lg font-extrabold">
          بخش‌های سایت
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-2">
          {[...mainNav, { href: "/faq", label: "پرسش‌های متداول", description: "" }].map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className="block rounded-xl px-3 py-2 text-sm font-bold text-ink hover:bg-brand-50 hover:text-brand-800"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
