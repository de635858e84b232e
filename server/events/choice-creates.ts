import "server-only";
// What the desk's event form creates beside an event (issue 14): a tag, an organizer, a session
// presenter, each at once so the form can choose it (./event-choices.ts lists them). A tag is
// reused by its name: the same words typed with Arabic ي/ك, other spaces or half-spaces, Latin or
// Persian digits, or another case name the tag the site has. Each creation is audited ("content.
// <entity>.create", after: what was made). None is public by itself (the public lists show tags
// and organizers of published events only), so no cached answer changes until an event that uses
// it is saved, and that save drops the event's answers (./events.ts).
import { asc } from "drizzle-orm";
import { audit } from "@/server/audit/log";
import type { Database } from "@/server/db/types";
import { eventPresenters, organizers, tags } from "@/server/db/schema";
import { artUrl } from "@/server/media/art";
import { assertUploadedImage } from "@/server/media/images";
import type { StaffCaller } from "@/server/staff/access";
import { toPersianDigits } from "@/shared/format/digits";
import { normalizePersian } from "@/shared/format/persian-text";
import { slugify } from "@/shared/format/slug";
import type { AdminEventChoices } from "@/shared/types/events";
import type { NewOrganizerInput, NewPresenterInput, NewTagInput } from "@/validation/content/event-choices";

export const SQUARE_PICTURE_EXPECTED_MESSAGE = "تصویر باید برای «لوگو یا چهره (مربع)» بارگذاری شده باشد.";

type NewTag = AdminEventChoices["tags"][number];
type NewOrganizer = AdminEventChoices["organizers"][number];
type NewPresenter = AdminEventChoices["presenters"][number];

/** A name as it is kept: one space between words, Persian letters for Arabic ي/ك, Persian digits. */
function tidyName(name: string): string {
  return toPersianDigits(name.trim().replace(/\s+/g, " ").replace(/[يى]/g, "ی").replace(/ك/g, "ک"));
}

/** The form two names share when they name one tag. */
const tagKey = (name: string) => normalizePersian(name).replace(/[\s\u200C\u200D\u200E\u200F\u00AD_-]+/g, "");

/** A square picture the desk uploaded (its text alternative kept with it), or a drawn one. */
async function squarePicture(
  db: Database,
  address: string | undefined,
  field: string,
  kind: "logo" | "avatar",
  name: string,
): Promise<string> {
  await assertUploadedImage(db, address, field, { purpose: "logo", message: SQUARE_PICTURE_EXPECTED_MESSAGE });
  return address ?? artUrl(kind, name, name.split(" ")[0]);
}

/** Records what the desk made ("content.<entity>.create"), in the creating transaction. */
async function auditCreated(
  t: Database,
  staff: StaffCaller,
  entity: "tag" | "organizer" | "presenter",
  id: number,
  after: Record<string, unknown>,
): Promise<void> {
  await audit(t, {
    actorId: staff.user.id,
    action: `content.${entity}.create`,
    entity,
    entityId: id,
    before: null,
    after,
    ip: staff.ip,
  });
}

/** The tag with this name: the site's own when it has one by that name (created: false), else a new one. */
export async function createTag(
  db: Database,
  staff: StaffCaller,
  input: NewTagInput,
): Promise<NewTag & { created: boolean }> {
  const name = tidyName(input.name);
  return db.transaction(async (t) => {
    const existing = await t.select().from(tags).orderBy(asc(tags.id));
    const same = existing.find((tag) => tagKey(tag.name) === tagKey(name) || tag.slug === slugify(name));
    if (same) return { slug: same.slug, name: same.name, created: false };
    const base = slugify(name) || "tag";
    let slug = base;
    for (let n = 2; existing.some((tag) => tag.slug === slug); n++) slug = `${base}-${n}`;
    const [row] = await t.insert(tags).values({ slug, name }).returning();
    const after = { slug: row!.slug, name: row!.name };
    await auditCreated(t, staff, "tag", row!.id, after);
    return { ...after, created: true };
  });
}

export async function createOrganizer(
  db: Database,
  staff: StaffCaller,
  input: NewOrganizerInput,
): Promise<NewOrganizer> {
  const name = tidyName(input.name);
  return db.transaction(async (t) => {
    const logo = await squarePicture(t, input.logo, "logo", "logo", name);
    const [row] = await t.insert(organizers).values({ name, logo, description: "" }).returning();
    const after = { id: row!.id, name: row!.name, logo: row!.logo };
    await auditCreated(t, staff, "organizer", row!.id, after);
    return after;
  });
}

export async function createPresenter(
  db: Database,
  staff: StaffCaller,
  input: NewPresenterInput,
): Promise<NewPresenter & { avatar: string }> {
  const name = tidyName(input.name);
  return db.transaction(async (t) => {
    const avatar = await squarePicture(t, input.avatar, "avatar", "avatar", name);
    const [row] = await t
      .insert(eventPresenters)
      .values({ name, title: input.title ? tidyName(input.title) : "", bio: "", avatar })
      .returning();
    const after = { id: row!.id, name: row!.name, title: row!.title, avatar: row!.avatar };
    await auditCreated(t, staff, "presenter", row!.id, after);
    return after;
  });
}
