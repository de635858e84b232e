import "server-only";
// Each page declares where it is defined whether the entry's shared cache (entry/response-cache.mjs)
// may keep its answer, as each API read does with its `cache` rule (server/cache/public-reads.ts):
//   export default sharedPage(EventsPage);   // the same for every visitor
//   export default visitorPage(ProfilePage); // this visitor's alone
// A shared page is kept under its address and tagged with what its API reads named (render/api.ts),
// until a write to one of those entities, the soonest `X-Cache-Until` of its reads or
// PAGE_CACHE_SECONDS; a render that reads the visitor's cookies or headers, or whose API call failed,
// is still not kept. A visitor's page is never kept, even on a path that reads nothing of the visitor.
// tests/unit/page-rules.test.ts fails when a page declares neither.
import { createElement, type ReactNode } from "react";
import { markRenderPrivate } from "./cache-marks";

export type PageRule = "shared" | "visitor";
type Page<Props> = (props: Props) => ReactNode | Promise<ReactNode>;

const declaredRules = new WeakMap<object, PageRule>();

/** The page's answer is the same for every visitor: the shared cache may keep it. */
export function sharedPage<P extends Page<never>>(page: P): P {
  declaredRules.set(page, "shared");
  return page;
}

/** The page shows the visitor's own data (their account, the desk, a lookup): never shared. */
export function visitorPage<Props extends object>(page: Page<Props>): (props: Props) => Promise<ReactNode> {
  const visitorsOwn = async (props: Props) => {
    markRenderPrivate();
    return createElement(page as (props: Props) => ReactNode, props);
  };
  declaredRules.set(visitorsOwn, "visitor");
  return visitorsOwn;
}

/** The rule a page's default export declared, or undefined. */
export function pageRuleOf(page: unknown): PageRule | undefined {
  return typeof page === "function" ? declaredRules.get(page) : undefined;
}
