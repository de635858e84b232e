import { Link } from "@/components/navigation/link";
import type { SearchGroup } from "@/shared/types/search";
import { formatNumberFa } from "@/shared/format/number";

/** One kind's results: its name and count, a link per result, and the way to all of them. */
export function SearchGroupSection({ group, allHref }: { group: SearchGroup; allHref?: string }) {
  const titleId = `results-${group.type}`;
  return (
    <section id={group.type} aria-labelledby={titleId} className="scroll-mt-36">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-brand-100 pb-2">
        <h2 id={titleId} className="text-xl font-extrabold">
          {group.type_label} <span className="text-base font-bold text-muted">({formatNumberFa(group.total)})</span>
        </h2>
        {allHref && (
          <Link
            href={allHref}
            className="text-sm font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            همه نتایج {group.type_label}
          </Link>
        )}
      </div>
      <SearchHits group={group} />
    </section>
  );
}

export function SearchHits({ group }: { group: SearchGroup }) {
  return (
    <ol className="mt-3 grid gap-2">
      {group.items.map((item) => (
        <li key={item.id}>
          <Link href={item.url} className="block rounded-xl p-3 hover:bg-brand-50">
            <span className="font-bold text-brand-800">{item.title}</span>
            <span className="mt-1 block text-sm leading-6 text-muted">{item.summary}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
