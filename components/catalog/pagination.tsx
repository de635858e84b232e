import { Link } from "@/components/navigation/link";
import { hrefWith, type RawSearchParams } from "@/lib/catalog/search-params";
import { toPersianDigits } from "@/shared/format/digits";

type Props = { path: string; params: RawSearchParams; page: number; pageCount: number };

/** Pages around the current one, with gaps: 1 … 4 5 6 … 12 */
function pagesToShow(page: number, count: number): Array<number | "gap"> {
  const wanted = new Set([1, count, page - 1, page, page + 1].filter((p) => p >= 1 && p <= count));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) result.push("gap");
    result.push(p);
  });
  return result;
}

const linkClass = "flex min-w-11 items-center justify-center rounded-xl border px-3 py-2 font-bold";

export function Pagination({ path, params, page, pageCount }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="صفحه‌بندی" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link
              href={hrefWith(path, params, { page: page - 1 })}
              rel="prev"
              className={`${linkClass} border-brand-200 text-brand-800 hover:bg-brand-50`}
            >
              قبلی
            </Link>
          </li>
        )}
        {pagesToShow(page, pageCount).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={hrefWith(path, params, { page: p })}
                aria-current={p === page ? "page" : undefined}
                aria-label={`صفحه ${toPersianDigits(p)}`}
                className={`${linkClass} ${p === page ? "border-brand-700 bg-brand-700 text-white" : "border-brand-200 text-brand-800 hover:bg-brand-50"}`}
              >
                {toPersianDigits(p)}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link
              href={hrefWith(path, params, { page: page + 1 })}
              rel="next"
              className={`${linkClass} border-brand-200 text-brand-800 hover:bg-brand-50`}
            >
              بعدی
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
