import "server-only";
// What a plan's form chooses from: every space the desk has (whatever its state, with its branch)
// and the service types.
import type { PlanChoices } from "@/components/desk/content/plan-form";
import type { ApiClient } from "@/lib/api/client";
import { contentSpacesApi } from "@/lib/api/resources/desk-content";
import { workspacesApi } from "@/lib/api/resources/workspaces";

export async function loadPlanChoices(api: ApiClient): Promise<PlanChoices> {
  const [spaces, services] = await Promise.all([
    contentSpacesApi.list(api, { sort: "name", "per-page": 100 }, { page: true }),
    workspacesApi.services(api, { "per-page": 50 }, { page: true }),
  ]);
  return { spaces: spaces.items, services: services.items };
}
