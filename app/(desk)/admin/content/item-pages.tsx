import "server-only";
// The frames of a kind's pages about one item in the content desk (editors and admins): the new
// item's, the edit page and the preview. Each lets the staff member in at its own address, reads
// the id of the URL (the 404 page for one that names nothing) and what the page shows; a kind
// gives its words (desk-kinds.ts), its calls and what it draws.
import { Fragment, type ReactNode } from "react";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { ContentPreview } from "@/components/desk/content/content-preview";
import type { ApiCallOptions, ApiClient } from "@/lib/api/client";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import { pageIdParam } from "@/lib/route-params";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import type { ContentState, ContentVersionItem } from "@/shared/types/content";
import { editsContent } from "./content-access";
import type { DeskKind } from "./desk-kinds";

type IdProps = { params: Promise<{ id: string }> };

/** The staff member let in at `${kind.path}/<id><rest>`, then the id (404 when it names nothing) and the API. */
async function openItem(kind: DeskKind, params: IdProps["params"], rest = "") {
  const { id: raw } = await params;
  await requireStaff(`${kind.path}/${encodeURIComponent(raw)}${rest}`, editsContent);
  const id = pageIdParam(raw);
  return { id, api: await authServerApi() };
}

type NewPageSpec = {
  kind: DeskKind;
  /** The heading, when not the kind's "new item" link's words. */
  title?: string;
  /** Where a new item stands until it is published. */
  lead: string;
  /** The kind's form, with what it chooses from (the URL's query: the FAQ's category). */
  form: (searchParams: Promise<RawSearchParams>) => ReactNode | Promise<ReactNode>;
};

/** A new item, saved as a draft; after saving, the desk goes to its page (publishing, versions). */
export function newContentPage({ kind, title = kind.words.newItem, lead, form }: NewPageSpec) {
  return async function NewContentPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
    await requireStaff(`${kind.path}/new`, editsContent);
    const shownForm = await form(searchParams);
    return (
      <div className="grid max-w-4xl gap-6">
        <ContentHeading back={{ href: kind.path, label: kind.words.all }} title={title} lead={lead} />
        {shownForm}
      </div>
    );
  };
}

type Options = ApiCallOptions;
type EditedItem = ContentState & { id: number };

type EditPageSpec<Item extends EditedItem, Choices> = {
  kind: DeskKind;
  /** The kind's read of one item and of its versions. */
  api: {
    get: (api: ApiClient, id: number, options?: Options) => Promise<Item>;
    versions: (api: ApiClient, id: number, options?: Options) => Promise<ContentVersionItem[]>;
  };
  /** What the kind's form chooses from, read beside the item. */
  choices?: (api: ApiClient) => Promise<Choices>;
  /** The heading: the item's title, name, code or question. */
  title: (item: Item) => string;
  /** Lines between the heading and the editor (what else the item touches). */
  notes?: (item: Item) => ReactNode;
  editor: (loaded: { item: Item; versions: ContentVersionItem[]; choices: Choices }) => ReactNode;
};

/** One item in the desk: its fields, its publishing and its versions (the editor made anew for another item). */
export function contentEditPage<Item extends EditedItem, Choices = undefined>(spec: EditPageSpec<Item, Choices>) {
  const { kind } = spec;
  return async function ContentEditPage({ params }: IdProps) {
    const { id, api } = await openItem(kind, params);
    const [item, versions, choices] = await Promise.all([
      spec.api.get(api, id, { page: true }),
      spec.api.versions(api, id, { page: true }),
      spec.choices?.(api) as Promise<Choices>,
    ]);
    return (
      <div className="grid gap-6">
        <ContentHeading back={{ href: kind.path, label: kind.words.all }} title={spec.title(item)} item={item} />
        {spec.notes?.(item)}
        <Fragment key={kind.itemPath(item.id)}>{spec.editor({ item, versions, choices })}</Fragment>
      </div>
    );
  };
}

type PreviewState = Parameters<typeof ContentPreview>[0]["state"];

type PreviewPageSpec<Loaded> = {
  kind: DeskKind;
  /** What the preview shows, one sentence after «پیش‌نمایش:». */
  notice: string;
  load: (api: ApiClient, id: number) => Promise<Loaded>;
  /** The item's state, told after the notice (none for an answer in the public shape: the event's). */
  state: (loaded: Loaded) => PreviewState;
  /** The item drawn by the public page's own components. */
  show: (loaded: Loaded, id: number) => ReactNode;
};

/** An item as the site will show it, whatever its state (a draft too). Never indexed. */
export function contentPreviewPage<Loaded>({ kind, notice, load, state, show }: PreviewPageSpec<Loaded>) {
  return async function ContentPreviewPage({ params }: IdProps) {
    const { id, api } = await openItem(kind, params, "/preview");
    const loaded = await load(api, id);
    return (
      <ContentPreview notice={notice} state={state(loaded)} editHref={kind.itemPath(id)}>
        {show(loaded, id)}
      </ContentPreview>
    );
  };
}
