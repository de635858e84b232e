// The desk's frame around a preview of a piece of content (app/(desk)/admin/content/<kind>/[id]/preview):
// what the preview shows, who sees the item now, and the way back to its editor. The item itself is
// drawn inside it by the public page's own components (components/<kind>/), so the preview is the page.
import type { ReactNode } from "react";
import { PageHeading, type Crumb } from "@/components/catalog/page-heading";
import { Link } from "@/components/navigation/link";
import { stateSentence } from "./content-state";

type Props = {
  /** What the preview shows, one sentence after «پیش‌نمایش:». */
  notice: string;
  /** The item's state, told after the notice. */
  state?: Parameters<typeof stateSentence>[0];
  /** The item's editor. */
  editHref: string;
  children: ReactNode;
};

export function ContentPreview({ notice, state, editHref, children }: Props) {
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <p className="font-bold">
          پیش‌نمایش: {notice}
          {state && ` ${stateSentence(state)}`}
        </p>
        <Link href={editHref} className="rounded font-bold underline underline-offset-4">
          بازگشت به ویرایش
        </Link>
      </div>
      {children}
    </div>
  );
}

type DetailProps = {
  /** The list the entry belongs to: the crumb before the entry's own. */
  list: Crumb;
  /** The entry's public address, its last crumb. */
  path: string;
  title: string;
  lead?: string;
  /** What stands under the lead, as on the public page. */
  chips?: ReactNode;
  /** Names the entry's body (an article). */
  label: string;
  /** Names the list of its facts. */
  factsLabel: string;
  /** The Facts of the public page's side panel. */
  facts: ReactNode;
  children: ReactNode;
};

/** A catalog entry as its public page (components/catalog/detail-page.tsx DetailPage) lays it out, boxed inside the desk: the heading, the body, and the side panel's facts without its actions. */
export function PreviewDetail({ list, path, title, lead, chips, label, factsLabel, facts, children }: DetailProps) {
  return (
    <div className="overflow-hidden rounded-2xl border border-brand-100 bg-white">
      <PageHeading crumbs={[list, { href: path, label: title }]} title={title} lead={lead}>
        {chips}
      </PageHeading>
      <div className="grid gap-8 px-4 py-8 md:grid-cols-[minmax(0,1fr)_18rem] md:px-6">
        <article aria-label={label}>{children}</article>
        <dl aria-label={factsLabel} className="grid content-start gap-4 rounded-2xl border border-brand-100 p-4">
          {facts}
        </dl>
      </div>
    </div>
  );
}
