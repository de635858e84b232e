import "server-only";
// The frames of a kind's pages about one item in the content desk (editors and admins): the new
// item's, the edit page and the preview. Each lets the staff member in at its own address, reads
// the id of the URL (the 404 page for one that names nothing) and what the page shows; a kind
// gives its words (desk-kinds.ts), its calls and what it draws.
import type { Metadata } from "next";
import { Fragment, type ReactNode } from "react";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { ContentPreview } from "@/components/desk/content/content-preview";
import type { ApiClient } from "@/lib/api/client";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import { pageIdParam } from "@/lib/route-params";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import type { ContentState, ContentVersionItem } from "@/shared/types/content";
import { editsContent } from "./content-access";
import type { DeskKind, DeskKindPlace } from "./desk-kinds";
import { visitorPage } from "@/render/page-rule";

/** A preview page's metadata: "پیش‌نمایش" and what it shows, never indexed nor followed (a draft's text too). */
export function previewMetadata(what: string): Metadata {
  return { title: `پیش‌نمایش ${what}`, robots: { index: false, follow: false } };
}

type IdProps = { params: Promise<{ id: string }> };

/** The staff member let in at `${kind.path}/<id><rest>`, then the id (404 when it names nothing) and the API. */
async function openItem(kind: DeskKindPlace, params: IdProps["params"], rest = "") {
  const { id: raw } = await params;
  await requireStaff(`${kind.path}/${encodeURIComponent(raw)}${rest}`, editsContent);
  const id = pageIdParam(raw);
  return { id, api: await authServerApi() };
}

type NewPageSpec = {
  kind: DeskKindPlace;
  /** The heading, when not the kind's "new item" link's words. */
  title?: string;
  /** Where a new item stands until it is published. */
  lead: string;
  /** The kind's form, with what it chooses from (the URL's query: the FAQ's category). */
  form: (searchParams: Promise<RawSearchParams>) => ReactNode | Promise<ReactNode>;
};

/** A new item, saved as a draft; after saving, the desk goes to its page (publishing, versions). */
export function newContentPage({ kind, title = kind.words.newItem, lead, form }: NewPageSpec) {
  return visitorPage(async function NewContentPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
    await requireStaff(`${kind.path}/new`, editsContent);
    const shownForm = await form(searchParams);
    return (
      <div className="grid max-w-4xl gap-6">
        <ContentHeading back={{ href: kind.path, label: kind.words.all }} title={title} lead={lead} />
        {shownForm}
      </div>
    );
  });
}

type EditPageSpec<Item, ListItem, Choices> = {
  kind: DeskKind<Item, ListItem>;
  /** What the kind's form chooses from, read beside the item. */
  choices?: (api: ApiClient) => Promise<Choices>;
  /** Lines between the heading and the editor (what else the item touches). */
  notes?: (item: Item) => ReactNode;
  editor: (loaded: { item: Item; versions: ContentVersionItem[]; choices: Choices }) => ReactNode;
};

/** One item in the desk: its fields, its publishing and its versions (the editor made anew for another item). */
export function contentEditPage<Item extends ContentState & { id: number }, ListItem, Choices = undefined>(
  spec: EditPageSpec<Item, ListItem, Choices>,
) {
  const { kind } = spec;
  return visitorPage(async function ContentEditPage({ params }: IdProps) {
    const { id, api } = await openItem(kind, params);
    const [item, versions, choices] = await Promise.all([
      kind.api.get(api, id, { page: true }),
      kind.api.versions(api, id, { page: true }),
      spec.choices?.(api) as Promise<Choices>,
    ]);
    return (
      <div className="grid gap-6">
        <ContentHeading back={{ href: kind.path, label: kind.words.all }} title={kind.title(item)} item={item} />
        {spec.notes?.(item)}
        <Fragment key={kind.itemPath(item.id)}>{spec.editor({ item, versions, choices })}</Fragment>
      </div>
    );
  });
}

type PreviewState = Parameters<typeof ContentPreview>[0]["state"];

type PreviewPageSpec<Loaded> = {
  kind: DeskKindPlace;
  /** What the preview shows, one sentence after «پیش‌نمایش:». */
  notice: string;
  load: (api: ApiClient, id: number) => Promise<Loaded>;
  /** The item's state, told after the notice (none for an answer in the public shape: the event's). */
  state: (loaded: Loaded) => PreviewState;
  /** The item drawn by the public page's own components. */
  show: (loaded: Loaded, id: number) => ReactNode;
};

/** An item as the site will show it, whatever its state (a draft too), from what `load` reads. Never indexed. */
export function itemPreviewPage<Loaded>({ kind, notice, load, state, show }: PreviewPageSpec<Loaded>) {
  return visitorPage(async function ContentPreviewPage({ params }: IdProps) {
    const { id, api } = await openItem(kind, params, "/preview");
    const loaded = await load(api, id);
    return (
      <ContentPreview notice={notice} state={state(loaded)} editHref={kind.itemPath(id)}>
        {show(loaded, id)}
      </ContentPreview>
    );
  });
}

/** The preview of most kinds: the desk's own item, its state told. */
export function contentPreviewPage<Item extends NonNullable<PreviewState>, ListItem>({
  kind,
  notice,
  show,
}: Pick<PreviewPageSpec<Item>, "notice" | "show"> & { kind: DeskKind<Item, ListItem> }) {
  return itemPreviewPage({
    kind,
    notice,
    load: (api, id) => kind.api.get(api, id, { page: true }),
    state: (item) => item,
    show,
  });
}
