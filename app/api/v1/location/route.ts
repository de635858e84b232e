// GET /api/v1/location: the spaces of the branches, filtered by branch_id (or branch, a slug or
// id); expand=plans,branch; paginated.
import { LOCATION_EXPANDS } from "@/shared/types/workspaces";
import { locationListQuery } from "@/shared/queries/catalog";
import { publicList } from "@/server/cache/public-reads";
import { catalogListResponse } from "@/server/http/catalog-list";
import { apiHandler } from "@/server/http/handler";
import { expandLocations, listLocations } from "@/server/workspaces/queries";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  (request: Request) =>
    catalogListResponse(request, {
      query: locationListQuery,
      list: listLocations,
      expand: expandLocations,
      expands: LOCATION_EXPANDS,
    }),
  { cache: publicList("workspace") },
);
