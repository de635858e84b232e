import "server-only";
// The frame of every kind's list page in the content desk: the staff member let in, one page of
// items with the count of each state (content-list-data.ts), drawn by the shared ContentList. A
// kind gives its words (desk-kinds.ts), its list call, its row's title and lines, and, when its
// list can be narrowed to one group (the FAQ's category, a branch's spaces), that group's select.
import type { ReactNode } from "react";
import { ContentList, ContentListRow } from "@/components/desk/content/content-list";
import { FilterSelect } from "@/components/desk/filter-select";
import { Link } from "@/components/navigation/link";
import type { ApiClient } from "@/lib/api/client";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import type { ContentState } from "@/shared/types/content";
import { authServerApi } from "@/render/api";
import { loadContentList } from "./content-list-data";
import type { DeskKind } from "./desk-kinds";
import { idParam } from "./id-param";
import type { KindList } from "./status-counts";
import { visitorPage } from "@/render/page-rule";

type RowItem = ContentState & { id: number; url: string };

/** A group the list can be narrowed to: its id and its name in the select. */
export type GroupChoice = { id: number; label: string };

/** The list narrowed to one group named in the URL (`select.name`, an id: the list call's parameter too), kept in every link. */
type Narrowing = {
  select: { id: string; name: string; label: string; allLabel: string };
  /** The groups, in the select's order. */
  choices: (api: ApiClient) => Promise<GroupChoice[]>;
  /** The new item's link names the group shown (the FAQ's new question goes in its category). */
  newInGroup?: boolean;
  /** Beside the count, knowing the groups (the FAQ's link to its categories). */
  related?: (choices: GroupChoice[]) => RelatedLink[];
};

/** A link beside the list's count to a kind it goes with (a job's units, a branch's spaces). */
type RelatedLink = { href: string; label: ReactNode };

/** One link stands alone; more go in a row. */
function RelatedLinks({ links }: { links: RelatedLink[] }) {
  const shown = links.map(({ href, label }) => (
    <Link key={href} href={href} className="rounded font-bold text-brand-800 underline underline-offset-4">
      {label}
    </Link>
  ));
  return shown.length === 1 ? shown[0] : <span className="flex flex-wrap gap-4">{shown}</span>;
}

type ListPageSpec<Item, ListItem> = {
  kind: DeskKind<Item, ListItem>;
  /** The lines under the row's heading. */
  lines: (item: ListItem) => ReactNode;
  /** Beside the count and the new item's link. */
  related?: RelatedLink[];
  narrow?: Narrowing;
};

type PageProps = { searchParams: Promise<RawSearchParams> };

/** A kind's list page: `export default contentListPage({...})`. */
export function contentListPage<Item, ListItem extends RowItem>(spec: ListPageSpec<Item, ListItem>) {
  const { kind, lines, narrow } = spec;
  return visitorPage(async function ContentListPage({ searchParams }: PageProps) {
    const raw = await searchParams;
    const groupId = narrow && idParam(raw, narrow.select.name);
    const list: KindList<ListItem> = narrow
      ? (api, params, options) => kind.api.list(api, { ...params, [narrow.select.name]: groupId }, options)
      : kind.api.list;
    const { data, items } = await loadContentList(raw, kind.path, list);
    const choices = narrow && (await narrow.choices(await authServerApi()));
    const group = choices?.find((choice) => choice.id === groupId);
    const related = narrow?.related && choices ? narrow.related(choices) : spec.related;
    // The group the list is narrowed to stays in the state, search and paging links.
    const shown = narrow
      ? {
          ...data,
          query: { ...data.query, params: { ...data.query.params, [narrow.select.name]: group && String(group.id) } },
        }
      : data;
    return (
      <ContentList
        kind={
          group && narrow?.newInGroup
            ? { ...kind, newHref: `${kind.path}/new?${narrow.select.name}=${group.id}` }
            : kind
        }
        data={shown}
        filters={
          narrow &&
          choices && (
            <FilterSelect
              {...narrow.select}
              value={group ? String(group.id) : undefined}
              options={Object.fromEntries(choices.map((choice) => [choice.id, choice.label]))}
            />
          )
        }
        aside={related && <RelatedLinks links={related} />}
      >
        {items.map((item) => (
          <ContentListRow key={item.id} item={{ ...item, title: kind.title(item) }} href={kind.itemPath(item.id)}>
            {lines(item)}
          </ContentListRow>
        ))}
      </ContentList>
    );
  });
}
