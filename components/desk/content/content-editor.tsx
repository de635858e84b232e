"use client";
// An item's page in the content desk (an event, a page): its form beside its publishing panel and
// its versions. They share the item the desk shows (its version above all): the newest of what the
// page was rendered with and what the last save, move or restore answered. After each, the page is
// rendered again (the versions list, the heading); a restore also refills the form with the
// restored fields (the form is made anew).
import { useRouter } from "next/navigation";
import { Fragment, useState, type ReactNode } from "react";
import type { ContentVersionItem } from "@/shared/types/content";
import type { DeskContentItem, DeskContentKind } from "./content-kinds";
import { ContentStatePanel } from "./content-state-panel";
import { ContentVersions } from "./content-versions";

type Props<Item extends DeskContentItem> = {
  item: Item;
  kind: DeskContentKind<Item>;
  versions: ContentVersionItem[];
  /** The kind's form of `item`, calling `onSaved` with the API's answer to an edit. */
  form: (item: Item, onSaved: (saved: Item) => void) => ReactNode;
};

export function ContentEditor<Item extends DeskContentItem>({ item: rendered, kind, versions, form }: Props<Item>) {
  const router = useRouter();
  const [answered, setAnswered] = useState(rendered);
  const [refills, setRefills] = useState(0);
  const item = rendered.version > answered.version ? rendered : answered;

  const changed = (next: Item, refill = false) => {
    setAnswered(next);
    if (refill) setRefills((count) => count + 1);
    router.refresh();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid content-start gap-6 lg:order-last">
        <ContentStatePanel item={item} kind={kind} onChanged={(next) => changed(next)} />
        <ContentVersions item={item} kind={kind} versions={versions} onRestored={(next) => changed(next, true)} />
      </div>
      <Fragment key={refills}>{form(item, (next) => changed(next))}</Fragment>
    </div>
  );
}

/**
 * A kind's editor (a job's, a mentor's ...): the shared editor above with the kind's form, which
 * gets the editor's own props besides the item and its versions (`extra`: a job's units).
 */
export function contentEditorFor<Item extends DeskContentItem, Extra extends object = Record<never, never>>(
  kind: DeskContentKind<Item>,
  kindForm: (extra: Extra, item: Item, onSaved: (saved: Item) => void) => ReactNode,
) {
  return function KindEditor({ item, versions, ...extra }: { item: Item; versions: ContentVersionItem[] } & Extra) {
    return (
      <ContentEditor
        item={item}
        kind={kind}
        versions={versions}
        form={(shown, onSaved) => kindForm(extra as unknown as Extra, shown, onSaved)}
      />
    );
  };
}
