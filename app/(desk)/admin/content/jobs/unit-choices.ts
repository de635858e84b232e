import "server-only";
// The units a job position's form chooses from: every unit the desk has, whatever its state.
import type { ApiClient } from "@/lib/api/client";
import { contentJobUnitsApi } from "@/lib/api/resources/desk-content";

export async function loadUnitChoices(api: ApiClient) {
  return (await contentJobUnitsApi.list(api, { "per-page": 100 }, { page: true })).items;
}
