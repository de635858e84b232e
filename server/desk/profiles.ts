import "server-only";
// A freelancer's registration or a "become a mentor" application, once approved at the desk,
// becomes a public profile from the request's page without retyping (issue 14): the fields the
// person typed, their photo (re-encoded by the content image pipeline, so nothing of their file but
// its pixels reaches the site) or their drawn initials, and a link back to the request so that a
// second click, or a colleague's, finds the profile already made instead of a twin.
// Who may: an admin, or a reviewer of that kind (the decision to accept the person is theirs).
import { eq } from "drizzle-orm";
import { audit } from "@/server/audit/log";
import { entityTags } from "@/server/cache/public-reads";
import { invalidatePublicContent } from "@/server/cache/invalidate";
import { freelancerCategories, freelancers, mentorCategories, mentors, requests, uploads } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { HttpError } from "@/server/http/errors";
import { artUrl, nameInitials } from "@/server/media/art";
import { uploadContentImage } from "@/server/media/images";
import type { StaffCaller } from "@/server/staff/access";
import { fileStorage } from "@/server/storage";
import { tomanToRial } from "@/shared/format/number";
import type { DeskProfile } from "@/shared/types/desk";
import { freelancerSearchText } from "@/server/freelancers/queries";
import { mentorSearchText } from "@/server/mentors/queries";
import { reviewableRequest } from "./reviewable-request";

export const PROFILE_KINDS = ["freelancer-create", "mentor-apply"] as const;
type ProfileKind = (typeof PROFILE_KINDS)[number];

export const NOT_A_PROFILE_REQUEST = "از این نوع درخواست نمایه عمومی ساخته نمی‌شود.";
export const APPROVE_FIRST = "نخست درخواست را تأیید کنید؛ نمایه عمومی فقط از درخواست تأییدشده ساخته می‌شود.";
export const CATEGORY_GONE = "دسته‌ای که این درخواست نام برده دیگر در سایت نیست؛ نمایه را از میز محتوا بسازید.";

const isProfileKind = (kind: string): kind is ProfileKind => (PROFILE_KINDS as readonly string[]).includes(kind);

type Payload = Record<string, unknown>;
const text = (payload: Payload, key: string) =>
  typeof payload[key] === "string" ? (payload[key] as string).trim() : "";
const optionalText = (payload: Payload, key: string) => text(payload, key) || null;
const whole = (payload: Payload, key: string) =>
  typeof payload[key] === "number" ? Math.round(payload[key] as number) : 0;
const list = (payload: Payload, key: string) =>
  Array.isArray(payload[key]) ? (payload[key] as unknown[]).filter((v): v is string => typeof v === "string") : [];

/** What a profile kind's request makes: its table, its categories, its public pages and cache tags, and the fields only it has (with its search text). */
type ProfileSpec = {
  table: typeof freelancers | typeof mentors;
  categories: typeof freelancerCategories | typeof mentorCategories;
  path: string;
  entity: "freelancer" | "mentor";
  ownValues: (payload: Payload, name: string, category: string) => Record<string, unknown>;
};

const PROFILES: Record<ProfileKind, ProfileSpec> = {
  "freelancer-create": {
    table: freelancers,
    categories: freelancerCategories,
    path: "/freelancers",
    entity: "freelancer",
    ownValues: (payload, name, category) => {
      const skills = list(payload, "skills");
      const [title, city] = [text(payload, "title"), text(payload, "city")];
      const social = Object.fromEntries(
        ["instagram", "linkedin", "twitter", "telegram"].flatMap((network) =>
          text(payload, network) ? [[network, text(payload, network)]] : [],
        ),
      );
      return {
        title,
        city,
        skills,
        // The form takes toman; the site keeps rial.
        hourlyRate: tomanToRial(whole(payload, "hourly_rate")),
        social,
        searchText: freelancerSearchText({ name, title, city, skills }, category),
      };
    },
  },
  "mentor-apply": {
    table: mentors,
    categories: mentorCategories,
    path: "/mentors",
    entity: "mentor",
    ownValues: (payload, name, category) => {
      const topics = list(payload, "topics");
      const [title, company] = [text(payload, "title"), optionalText(payload, "company")];
      return {
        title,
        company,
        topics,
        linkedin: optionalText(payload, "linkedin"),
        searchText: mentorSearchText({ name, title, company, topics }, category),
      };
    },
  },
};

const profileUrl = (kind: ProfileKind, id: number) => `${PROFILES[kind].path}/${id}`;

/** The profile made from this request, if one was. */
export async function profileOf(db: Database, kind: string, requestId: number): Promise<DeskProfile | null> {
  if (!isProfileKind(kind)) return null;
  const { table } = PROFILES[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.sourceRequestId, requestId)).limit(1);
  return row ? { id: row.id, url: profileUrl(kind, row.id) } : null;
}

/** The person's photo, sent with the request, as a public 148×148 image; or undefined when none came. */
async function publicPhoto(
  db: Database,
  staff: StaffCaller,
  requestId: number,
  name: string,
): Promise<string | undefined> {
  const [photo] = await db
    .select()
    .from(uploads)
    .where(eq(uploads.requestId, requestId))
    .then((rows) => rows.filter((row) => row.field === "avatar"));
  const bytes = photo && (await fileStorage().get(photo.storedName));
  if (!photo || !bytes) return undefined;
  const image = await uploadContentImage(
    db,
    staff,
    { file: new File([Buffer.from(bytes)], photo.originalName, { type: photo.mime }), bytes },
    { alt: `تصویر ${name}`, purpose: "logo" },
  );
  return image.url;
}

/**
 * Makes the approved request's public profile (201), or answers the one already made (200).
 * 404 outside the caller's queue, 422 for another kind, 409 before approval.
 */
export async function publishProfile(
  db: Database,
  staff: StaffCaller,
  requestId: number,
): Promise<{ profile: DeskProfile; created: boolean }> {
  const request = await reviewableRequest(db, staff, requestId);
  if (!isProfileKind(request.kind)) throw new HttpError(422, NOT_A_PROFILE_REQUEST);
  const existing = await profileOf(db, request.kind, requestId);
  if (existing) return { profile: existing, created: false };
  if (request.status !== "approved") throw new HttpError(409, APPROVE_FIRST);

  const payload = request.payload as Payload;
  const name = request.fullName;
  const avatar = (await publicPhoto(db, staff, requestId, name)) ?? artUrl("avatar", name, nameInitials(name));
  const kind = request.kind;
  const made = await db.transaction(async (t) => {
    // The row lock makes a colleague's simultaneous click wait, then find the profile made.
    await t.select({ id: requests.id }).from(requests).where(eq(requests.id, requestId)).for("update");
    const again = await profileOf(t, kind, requestId);
    if (again) return { profile: again, created: false };
    const id = await insertProfile(t, PROFILES[kind], requestId, name, avatar, payload);
    const profile = { id, url: profileUrl(kind, id) };
    await audit(t, {
      actorId: staff.user.id,
      action: "request.profile_publish",
      entity: "request",
      entityId: requestId,
      before: null,
      after: profile,
      ip: staff.ip,
    });
    return { profile, created: true };
  });
  if (made.created) invalidatePublicContent(entityTags(PROFILES[kind].entity, made.profile.id));
  return made;
}

async function categoryName(db: Database, table: ProfileSpec["categories"], id: number): Promise<string> {
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw new HttpError(409, CATEGORY_GONE);
  return row.name;
}

/** The profile's row: what every profile takes from the request (its category, the name, bio, photo and years), the kind's own fields, published at once. */
async function insertProfile(
  db: Database,
  spec: ProfileSpec,
  requestId: number,
  name: string,
  avatar: string,
  payload: Payload,
): Promise<number> {
  const categoryId = whole(payload, "category_id");
  const category = await categoryName(db, spec.categories, categoryId);
  const values = {
    categoryId,
    name,
    bio: text(payload, "bio"),
    avatar,
    yearsOfExperience: whole(payload, "years_of_experience"),
    avatarAlt: `تصویر ${name}`,
    // The desk's decision publishes it at once; from then on it is edited in the content desk like any other profile.
    status: "published" as const,
    sourceRequestId: requestId,
    ...spec.ownValues(payload, name, category),
  };
  const [row] = await db
    .insert(spec.table)
    .values(values as typeof freelancers.$inferInsert & typeof mentors.$inferInsert)
    .returning({ id: spec.table.id });
  return row!.id;
}
