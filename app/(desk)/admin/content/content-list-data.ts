import "server-only";
// What a kind's list page of the content desk loads: the state, search and page of its URL (the
// staff member let in first: editors and admins), one page of items and the count of each state,
// both from the same list call (narrowed the same way).
import { contentListQuery, type ContentListData } from "@/components/desk/content/content-list";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { hrefWith, type RawSearchParams } from "@/lib/catalog/search-params";
import { editsContent } from "./content-access";
import { stateCounts, type KindList } from "./status-counts";

const PER_PAGE = 20;

export async function loadContentList<Item>(
  raw: RawSearchParams,
  path: string,
  list: KindList<Item>,
): Promise<{ data: ContentListData; items: Item[] }> {
  const query = contentListQuery(raw);
  const { state, q, page } = query;
  await requireStaff(hrefWith(path, query.params, { page }), editsContent);
  const api = await authServerApi();
  const [found, counts] = await Promise.all([
    list(api, { status: state, q, page, "per-page": PER_PAGE }, { page: true }),
    stateCounts(api, list as KindList, q),
  ]);
  return { data: { query, counts, list: { ...found, empty: found.items.length === 0 } }, items: found.items };
}
