import "server-only";
// Provider settings kept in the database (contact details, social links, headline figures), in
// the shape the API answers with.
import { inArray } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { siteSettings } from "@/server/db/schema";
import type { ContactInfo, SiteInfo } from "@/shared/types/site";

export async function readPublicSettings(): Promise<SiteInfo> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, ["contact", "social", "stats"]));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    contact: (byKey.get("contact") as ContactInfo | undefined) ?? null,
    social: (byKey.get("social") as SiteInfo["social"] | undefined) ?? [],
    stats: (byKey.get("stats") as SiteInfo["stats"] | undefined) ?? {},
  };
}
