import "server-only";
// Whether the menus link the external magazine (SPEC's menu): only when MAGAZINE_URL is set.
import { serverEnv } from "@/server/env";
import { magazineNav, type NavItem } from "@/shared/site";

export function magazineLink(): NavItem | undefined {
  return serverEnv().MAGAZINE_URL ? magazineNav : undefined;
}
