import "server-only";
// The branches a space's form chooses from, in the site's order.
import type { ApiClient } from "@/lib/api/client";
import { workspacesApi } from "@/lib/api/resources/workspaces";

export async function loadBranchChoices(api: ApiClient): Promise<Array<{ id: number; name: string }>> {
  const { items } = await workspacesApi.branches(api, { "per-page": 50 }, { page: true });
  return items.map(({ id, name }) => ({ id, name }));
}
