import "server-only";
// The branches a space's form and list choose from, by name: every branch whatever its
// state (a space may be made ready in a branch still a draft), a hidden one said so (its spaces
// are not on the site while it is hidden).
import type { ApiClient } from "@/lib/api/client";
import { contentBranchesApi } from "@/lib/api/resources/desk-content";

export async function loadBranchChoices(api: ApiClient): Promise<Array<{ id: number; name: string }>> {
  const { items } = await contentBranchesApi.list(api, { "per-page": 100, sort: "name" }, { page: true });
  return items.map(({ id, name, is_public }) => ({ id, name: is_public ? name : `${name} (در سایت نیست)` }));
}
