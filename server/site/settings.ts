import "server-only";
// Provider settings kept in the database (contact details, social links, headline figures).
import { inArray } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { siteSettings } from "@/server/db/schema";

export type ContactSettings = {
  address: string;
  city: string;
  phone: string;
  email: string;
  hours: string;
  location: { lat: number; lng: number };
};

export type SocialLink = { key: string; name: string; href: string };

export type PublicSettings = {
  contact: ContactSettings | null;
  social: SocialLink[];
  stats: Record<string, number>;
};

export async function readPublicSettings(): Promise<PublicSettings> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, ["contact", "social", "stats"]));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    contact: (byKey.get("contact") as ContactSettings | undefined) ?? null,
    social: (byKey.get("social") as SocialLink[] | undefined) ?? [],
    stats: (byKey.get("stats") as Record<string, number> | undefined) ?? {},
  };
}
