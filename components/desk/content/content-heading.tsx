// The heading of a content desk page about one item (new or edited): the link back to its kind's
// list, the title, and then either a line about saving a new item or where the item stands.
import { Link } from "@/components/navigation/link";
import { formatJalaliDateTime } from "@/shared/format/date";
import type { ContentState } from "@/shared/types/content";
import { ContentStateBadge } from "./content-state";

type Props = { back: { href: string; label: string }; title: string } & (
  { item: ContentState; lead?: never } | { item?: never; lead: string }
);

export function ContentHeading({ back, title, item, lead }: Props) {
  return (
    <div>
      <Link href={back.href} className="rounded text-sm font-bold text-brand-800 underline underline-offset-4">
        {back.label}
      </Link>
      <h1 className="mt-1 text-2xl font-black wrap-anywhere">{title}</h1>
      {item ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
          <ContentStateBadge item={item} />
          <span>آخرین تغییر: {formatJalaliDateTime(item.updated_at)}</span>
        </p>
      ) : (
        <p className="mt-1 text-muted">{lead}</p>
      )}
    </div>
  );
}
