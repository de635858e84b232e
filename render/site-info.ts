import "server-only";
// The site's settings (/v1/site/contact: contact details, social links, figures, the home page's
// sections) read once per render: the footer and the page it is on both show them.
import { cache } from "react";
import { siteApi } from "@/lib/api/resources/site";
import { publicServerApi } from "./api";
import type { SiteInfo } from "@/shared/types/site";

/** A page's failure screen when the API cannot answer (the call is made as a page's); callers
 *  that can do without the settings catch it and show the brand's constants. */
export const loadSiteInfo = cache((): Promise<SiteInfo> => siteApi.contact(publicServerApi(), { page: true }));

/** The settings, or undefined after `waitMs` or a failure: for parts (the footer) that must not hold
 *  a page up when the API is slow. */
export async function siteInfoOrNothing(waitMs: number): Promise<SiteInfo | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, waitMs, undefined);
  });
  try {
    return await Promise.race([loadSiteInfo(), late]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
