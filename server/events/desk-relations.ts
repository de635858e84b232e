import "server-only";
// An event's relations as the desk's form edits them: its programme (each session's presenter one
// the site has), tags (by slug, each one the site has), gallery and sponsors (each picture or logo
// one the desk uploaded), read in their order and written in the same transaction as the event.
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { eventGalleryFiles, eventPresenters, eventSponsors, eventTags, eventTimes, tags } from "@/server/db/schema";
import { ValidationFailure } from "@/server/http/validation";
import { artUrl } from "@/server/media/art";
import { orderedRows, replaceGallery, replaceRowsWithPictures } from "@/server/publishing/item-lists";
import type { EventContent } from "@/validation/content/event";
import type { DeskRelationRows } from "./wire";

export const UNKNOWN_TAG_MESSAGE = "برچسب «{tag}» در سایت نیست.";
export const UNKNOWN_PRESENTER_MESSAGE = "ارائه‌دهنده انتخاب‌شده در سایت نیست.";
export const SPONSOR_LOGO_NOT_SQUARE_MESSAGE =
  "نشان حامی باید تصویری باشد که برای «لوگو یا چهره (مربع)» بارگذاری شده است.";

/** The relations the desk's form edits, in their order. */
export async function relationsOf(db: Database, id: number): Promise<DeskRelationRows> {
  const [times, tagRows, gallery, sponsors] = await Promise.all([
    db
      .select()
      .from(eventTimes)
      .where(eq(eventTimes.eventId, id))
      .orderBy(asc(eventTimes.startsAt), asc(eventTimes.id)),
    db
      .select({ slug: tags.slug })
      .from(eventTags)
      .innerJoin(tags, eq(tags.id, eventTags.tagId))
      .where(eq(eventTags.eventId, id))
      .orderBy(asc(tags.slug)),
    orderedRows(db, eventGalleryFiles, eventGalleryFiles.eventId, id),
    orderedRows(db, eventSponsors, eventSponsors.eventId, id),
  ]);
  return { times, tagSlugs: tagRows.map((t) => t.slug), gallery, sponsors };
}

/** The relations a create or an edit sent (undefined: left as they are). */
export type EventRelations = {
  sessions?: EventContent["sessions"];
  tags?: string[];
  gallery?: EventContent["gallery"];
  sponsors?: EventContent["sponsors"];
};

/** The ids of the tags named (422 on `tags` for one the site lacks) and their names. */
export async function resolveTags(db: Database, slugs: string[]): Promise<Array<{ id: number; name: string }>> {
  const wanted = [...new Set(slugs)];
  if (!wanted.length) return [];
  const rows = await db.select().from(tags).where(inArray(tags.slug, wanted));
  const missing = wanted.find((slug) => !rows.some((r) => r.slug === slug));
  if (missing) throw new ValidationFailure("tags", UNKNOWN_TAG_MESSAGE.replace("{tag}", missing));
  return rows.map((r) => ({ id: r.id, name: r.name }));
}

async function assertPresenters(db: Database, sessions: NonNullable<EventRelations["sessions"]>): Promise<void> {
  const ids = [...new Set(sessions.map((s) => s.presenter_id).filter((id): id is number => typeof id === "number"))];
  if (!ids.length) return;
  const rows = await db
    .select({ id: eventPresenters.id })
    .from(eventPresenters)
    .where(inArray(eventPresenters.id, ids));
  const unknown = sessions.findIndex(
    (s) => typeof s.presenter_id === "number" && !rows.some((r) => r.id === s.presenter_id),
  );
  if (unknown >= 0) throw new ValidationFailure(`sessions.${unknown}.presenter_id`, UNKNOWN_PRESENTER_MESSAGE);
}

/** Replaces the programme, the gallery and the sponsors (in their order) and the tags that were sent; returns the tag names the search text holds. */
export async function writeRelations(db: Database, eventId: number, relations: EventRelations): Promise<string[]> {
  if (relations.sponsors) {
    await replaceRowsWithPictures(db, eventSponsors, eventSponsors.eventId, eventId, {
      list: "sponsors",
      field: "logo",
      shape: { purpose: "logo", message: SPONSOR_LOGO_NOT_SQUARE_MESSAGE },
      entries: relations.sponsors,
      pictureOf: (sponsor) => sponsor.logo,
      rowOf: (sponsor) => ({
        eventId,
        name: sponsor.name,
        level: sponsor.level,
        // Without an uploaded logo, a drawn one with the name's first word (as the seeded sponsors have).
        logo: sponsor.logo ?? artUrl("logo", sponsor.name, sponsor.name.split(" ")[0]),
        website: sponsor.website ?? null,
      }),
    });
  }
  if (relations.gallery) {
    await replaceGallery(
      db,
      eventGalleryFiles,
      eventGalleryFiles.eventId,
      eventId,
      relations.gallery.map((picture) => ({ eventId, image: picture.image, caption: picture.caption })),
    );
  }
  if (relations.sessions) {
    await assertPresenters(db, relations.sessions);
    await db.delete(eventTimes).where(eq(eventTimes.eventId, eventId));
    if (relations.sessions.length) {
      await db.insert(eventTimes).values(
        relations.sessions.map((s) => ({
          eventId,
          title: s.title,
          startsAt: s.starts_at,
          endsAt: s.ends_at,
          hostName: s.host_name ?? null,
          presenterId: s.presenter_id ?? null,
        })),
      );
    }
  }
  if (relations.tags) {
    const resolved = await resolveTags(db, relations.tags);
    await db.delete(eventTags).where(eq(eventTags.eventId, eventId));
    if (resolved.length) await db.insert(eventTags).values(resolved.map((tag) => ({ eventId, tagId: tag.id })));
    return resolved.map((t) => t.name);
  }
  const current = await db
    .select({ name: tags.name })
    .from(eventTags)
    .innerJoin(tags, eq(tags.id, eventTags.tagId))
    .where(eq(eventTags.eventId, eventId));
  return current.map((t) => t.name);
}
