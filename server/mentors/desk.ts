import "server-only";
// Mentors' public profiles in the content desk (issue 14): the kind ./writes.ts writes, with the
// fields the site shows (category, name, title, company, the rich-text bio, topics, the avatar with
// its text alternative, years of experience, the session price, LinkedIn, the sessions held) and
// its search text (which carries the category's name too). A mentor has no slug: its public
// address is /mentors/{id}. The desk speaks toman, the table and the public API keep rials. An
// avatar must be a square one the desk uploaded (or the drawn initials a new mentor gets). Its
// entity tags cover its page and every mentors list (the list, the categories, the request forms'
// choices, search, the sitemap). The routes are ./routes.ts's (mentorRoutes).
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { AdminMentor, AdminMentorListItem } from "@/shared/types/mentors";
import { rialToToman, tomanToRial } from "@/shared/format/number";
import { orderBy, searchCondition } from "@/server/catalog/query";
import { mentorCategories, mentors } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import type { Pagination } from "@/server/http/pagination";
import { ValidationFailure } from "@/server/http/validation";
import { artUrl, nameInitials } from "@/server/media/art";
import { assertUploadedImage } from "@/server/media/images";
import { mentorSearchText } from "@/server/mentors/queries";
import type { StaffCaller } from "@/server/staff/access";
import {
  AVATAR_ALT_REQUIRED_MESSAGE,
  avatarHasAlt,
  mentorCreateSchema,
  mentorPatchSchema,
  type MentorContent,
  type MentorPatch,
} from "@/validation/content/mentor";
import { contentRoutes } from "@/server/publishing/routes";
import {
  changeContent,
  contentState,
  contentStatusCondition,
  createContent,
  listContentRows,
  type ContentFilter,
  type ContentKind,
} from "@/server/publishing/writes";

type MentorRow = typeof mentors.$inferSelect;
type MentorValues = Partial<typeof mentors.$inferInsert>;

const ENTITY = "mentor";

export const MENTOR_CONTENT_NOT_FOUND = "این منتور پیدا نشد.";
export const STALE_MENTOR_MESSAGE =
  "نمایه این منتور همین حالا از طرف همکار دیگری تغییر کرده است. آخرین نسخه را بگیرید و تغییرهای خود را دوباره وارد کنید.";
export const MENTOR_VERSION_NOT_FOUND = "این نسخه از نمایه منتور پیدا نشد.";
export const MENTOR_CATEGORY_MISSING = "این حوزه پیدا نشد؛ حوزه دیگری انتخاب کنید.";
export const AVATAR_NOT_SQUARE_MESSAGE = "تصویر منتور باید تصویری باشد که برای «لوگو یا چهره (مربع)» بارگذاری شده است.";

const mentorUrl = (id: number) => `/mentors/${id}`;

/** The category a mentor is put in (422 on its field when there is none). */
async function categoryOf(db: Database, id: number): Promise<{ id: number; name: string }> {
  const [category] = await db
    .select({ id: mentorCategories.id, name: mentorCategories.name })
    .from(mentorCategories)
    .where(eq(mentorCategories.id, id))
    .limit(1);
  if (!category) throw new ValidationFailure("category_id", MENTOR_CATEGORY_MISSING);
  return category;
}

async function serialize(db: Database, row: MentorRow): Promise<AdminMentor> {
  const [category] = await db
    .select({ id: mentorCategories.id, name: mentorCategories.name })
    .from(mentorCategories)
    .where(eq(mentorCategories.id, row.categoryId))
    .limit(1);
  return {
    id: row.id,
    category_id: row.categoryId,
    name: row.name,
    title: row.title,
    company: row.company,
    bio: row.bio,
    topics: row.topics,
    avatar: row.avatar,
    avatar_alt: row.avatarAlt,
    years_of_experience: row.yearsOfExperience,
    session_price_toman: rialToToman(row.sessionPrice),
    linkedin: row.linkedin,
    sessions_count: row.sessionsCount,
    category: category ?? { id: row.categoryId, name: "" },
    source_request_id: row.sourceRequestId,
    ...contentState(row),
    url: mentorUrl(row.id),
    former_slugs: [],
  };
}

/** What a version keeps and the audit log shows: the editable fields (the category's name too, for people reading the log) and where the mentor stood. */
function snapshot(item: AdminMentor): Record<string, unknown> {
  const {
    category_id,
    name,
    title,
    company,
    bio,
    topics,
    avatar,
    avatar_alt,
    years_of_experience,
    session_price_toman,
    linkedin,
    sessions_count,
    status,
    publish_at,
    version,
  } = item;
  return {
    category_id,
    category: item.category.name,
    name,
    title,
    company,
    bio,
    topics,
    avatar,
    avatar_alt,
    years_of_experience,
    session_price_toman,
    linkedin,
    sessions_count,
    status,
    publish_at,
    version,
  };
}

/** The columns of the fields a create or an edit sent (undefined: left as it is; null: cleared). */
function columnsOf(input: Partial<MentorContent>): MentorValues {
  const values: MentorValues = {
    categoryId: input.category_id,
    name: input.name,
    title: input.title,
    company: input.company,
    bio: input.bio,
    topics: input.topics,
    avatar: input.avatar,
    avatarAlt: input.avatar_alt,
    yearsOfExperience: input.years_of_experience,
    sessionPrice: tomanToRial(input.session_price_toman),
    linkedin: input.linkedin,
    sessionsCount: input.sessions_count,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as MentorValues;
}

const MENTOR_KIND: ContentKind<MentorRow, AdminMentor> = {
  entity: ENTITY,
  table: mentors,
  notFoundMessage: MENTOR_CONTENT_NOT_FOUND,
  staleMessage: STALE_MENTOR_MESSAGE,
  versionNotFoundMessage: MENTOR_VERSION_NOT_FOUND,
  serialize,
  snapshot,
  // The search text of what the mentor holds after the change (its category's name too).
  complete: async (t, row, change) => {
    const next = { ...row, ...change.values } as MentorRow;
    const category = await categoryOf(t, next.categoryId);
    return { ...change.values, searchText: mentorSearchText(next, category.name) };
  },
  restored: (data) => {
    const fields = mentorCreateSchema.parse(data);
    // A field the version left empty (no company, LinkedIn or text alternative) is restored empty, not kept as it is now.
    return {
      values: {
        ...columnsOf(fields),
        company: fields.company ?? null,
        linkedin: fields.linkedin ?? null,
        avatarAlt: fields.avatar_alt ?? null,
      },
    };
  },
};

/** The desk's list: every mentor whatever its state, the last edited first unless `sort` (updated_at | name | created_at | sessions_count) says otherwise. */
export async function listContentMentors(
  db: Database,
  filter: ContentFilter,
  page: Pagination,
): Promise<{ items: AdminMentorListItem[]; total: number }> {
  const now = new Date();
  const conditions: Array<SQL | undefined> = [
    contentStatusCondition(mentors, filter.status, now),
    searchCondition(mentors.searchText, filter.q),
  ];
  const order = orderBy(
    filter.sort,
    {
      updated_at: mentors.updatedAt,
      name: mentors.name,
      created_at: mentors.createdAt,
      sessions_count: mentors.sessionsCount,
    },
    [desc(mentors.updatedAt), desc(mentors.id)],
  );
  const { rows, total } = await listContentRows<MentorRow>(db, mentors, and(...conditions), order, page);
  const categoryIds = [...new Set(rows.map((row) => row.categoryId))];
  const categories = new Map(
    (categoryIds.length
      ? await db
          .select({ id: mentorCategories.id, name: mentorCategories.name })
          .from(mentorCategories)
          .where(inArray(mentorCategories.id, categoryIds))
      : []
    ).map((c) => [c.id, c]),
  );
  const items = rows.map((row) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    company: row.company,
    avatar: row.avatar,
    category: categories.get(row.categoryId) ?? { id: row.categoryId, name: "" },
    url: mentorUrl(row.id),
    ...contentState(row, now),
  }));
  return { items, total };
}

/** A new mentor, saved as a draft (nobody outside the desk sees it until it is published); without a photo it gets the drawn initials. */
export function createContentMentor(db: Database, staff: StaffCaller, input: MentorContent): Promise<AdminMentor> {
  return createContent(db, MENTOR_KIND, staff, null, async (t, draft) => {
    const category = await categoryOf(t, input.category_id);
    await assertUploadedImage(t, input.avatar, "avatar", { purpose: "logo", message: AVATAR_NOT_SQUARE_MESSAGE });
    const content = {
      ...columnsOf(input),
      categoryId: category.id,
      name: input.name,
      title: input.title,
      company: input.company ?? null,
      bio: input.bio,
      yearsOfExperience: input.years_of_experience,
      avatar: input.avatar ?? artUrl("avatar", input.name, nameInitials(input.name)),
    };
    const [row] = await t
      .insert(mentors)
      .values({
        ...content,
        ...draft,
        searchText: mentorSearchText({ ...content, topics: input.topics }, category.name),
      })
      .returning();
    return row!;
  });
}

/** An edit of some fields, against the version the desk showed; an uploaded avatar keeps its text alternative. */
export function updateContentMentor(
  db: Database,
  staff: StaffCaller,
  id: number,
  patch: MentorPatch,
): Promise<AdminMentor> {
  const { version, ...fields } = patch;
  return changeContent(db, MENTOR_KIND, staff, id, "update", version, async (row, t) => {
    // The edit and what it leaves as it is.
    if (
      !avatarHasAlt({
        avatar: fields.avatar ?? row.avatar,
        avatar_alt: fields.avatar_alt === undefined ? row.avatarAlt : fields.avatar_alt,
      })
    ) {
      throw new ValidationFailure("avatar_alt", AVATAR_ALT_REQUIRED_MESSAGE);
    }
    if (fields.avatar !== undefined && fields.avatar !== row.avatar)
      await assertUploadedImage(t, fields.avatar, "avatar", { purpose: "logo", message: AVATAR_NOT_SQUARE_MESSAGE });
    return { values: columnsOf(fields) };
  });
}

/** /api/v1/admin/content/mentors/** */
export const mentorRoutes = contentRoutes({
  kind: MENTOR_KIND,
  list: listContentMentors,
  createSchema: mentorCreateSchema,
  create: createContentMentor,
  patchSchema: mentorPatchSchema,
  update: updateContentMentor,
});
