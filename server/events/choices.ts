import "server-only";
// What the desk's event form chooses from (issue 14): the site's organizers, session presenters and
// tags, each whole (the public tag list holds only tags of published events; a draft's count too).
import { asc } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { eventPresenters, organizers, tags } from "@/server/db/schema";
import type { AdminEventChoices } from "@/shared/types/events";

export async function eventChoices(db: Database): Promise<AdminEventChoices> {
  const [organizerRows, presenterRows, tagRows] = await Promise.all([
    db
      .select({ id: organizers.id, name: organizers.name, logo: organizers.logo })
      .from(organizers)
      .orderBy(asc(organizers.name), asc(organizers.id)),
    db
      .select({ id: eventPresenters.id, name: eventPresenters.name, title: eventPresenters.title })
      .from(eventPresenters)
      .orderBy(asc(eventPresenters.name), asc(eventPresenters.id)),
    db.select({ slug: tags.slug, name: tags.name }).from(tags).orderBy(asc(tags.name)),
  ]);
  return { organizers: organizerRows, presenters: presenterRows, tags: tagRows };
}
