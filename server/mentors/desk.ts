import "server-only";
// Mentors' public profiles in the content desk (issue 14): the kind ./writes.ts writes, with the
// fields the site shows (category, name, title, company, the rich-text bio, topics, the avatar with
// its text alternative, years of experience, the session price, LinkedIn, the sessions held) and
// its search text (which carries the category's name too). A mentor has no slug: its public
// address is /mentors/{id}. The desk speaks toman, the table and the public API keep rials. An
// avatar must be a square one the desk uploaded (or the drawn initials a new mentor gets). Its
// entity tags cover its page and every mentors list (the list, the categories, the request forms'
// choices, search, the sitemap). The routes are ./routes.ts's (mentorRoutes).
import type { AdminMentor, AdminMentorListItem } from "@/shared/types/mentors";
import { rialToToman, tomanToRial } from "@/shared/format/number";
import { mentorCategories, mentors } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { assertUploadedImage } from "@/server/media/images";
import { mentorSearchText, serializeMentor } from "@/server/mentors/queries";
import type { StaffCaller } from "@/server/staff/access";
import {
  AVATAR_ALT_REQUIRED_MESSAGE,
  mentorCreateSchema,
  mentorPatchSchema,
  type MentorContent,
} from "@/validation/content/mentor";
import { choicesById, requireChoice } from "@/server/publishing/choices";
import { deskFields, editableSnapshot, sentColumns } from "@/server/publishing/desk-fields";
import { contentMessages, fieldsEdit, insertRow } from "@/server/publishing/desk-writes";
import { avatarOrInitials, avatarRule, searchTextWithCategory } from "@/server/publishing/profiles";
import { contentRoutes } from "@/server/publishing/routes";
import { deskList, type ListedFields } from "@/server/publishing/desk-list";
import { createContent } from "@/server/publishing/writes";
import type { ContentKind } from "@/server/publishing/writes";

type MentorRow = typeof mentors.$inferSelect;
type MentorValues = Partial<typeof mentors.$inferInsert>;

const ENTITY = "mentor";

const MENTOR_MESSAGES = contentMessages("منتور", { profile: true });
export const STALE_MENTOR_MESSAGE = MENTOR_MESSAGES.staleMessage;
export const MENTOR_CATEGORY_MISSING = "این حوزه پیدا نشد؛ حوزه دیگری انتخاب کنید.";
export const AVATAR_NOT_SQUARE_MESSAGE = "تصویر منتور باید تصویری باشد که برای «لوگو یا چهره (مربع)» بارگذاری شده است.";

const mentorUrl = (id: number) => `/mentors/${id}`;

const CATEGORIES = { table: mentorCategories, id: mentorCategories.id, name: mentorCategories.name };

/** The category a mentor is put in (422 on its field when there is none). */
const categoryOf = (db: Database, id: number) =>
  requireChoice(db, CATEGORIES, id, "category_id", MENTOR_CATEGORY_MISSING);

/** The public answer of the mentor (./queries.ts), its LinkedIn as stored, its price in toman, with its category, the request it came from and the desk's fields. */
async function serialize(db: Database, row: MentorRow): Promise<AdminMentor> {
  const category = await choicesById(db, CATEGORIES, [row.categoryId]);
  const { session_price, view_count: _views, created_at: _created, ...mentor } = serializeMentor(row);
  return {
    ...mentor,
    linkedin: row.linkedin,
    session_price_toman: rialToToman(session_price),
    category: category(row.categoryId),
    source_request_id: row.sourceRequestId,
    ...(await deskFields(db, row, mentorUrl(row.id))),
  };
}

/** What a version keeps and the audit log shows: the editable fields (the category's name too, for people reading the log) and where the mentor stood. */
function snapshot(item: AdminMentor): Record<string, unknown> {
  return { ...editableSnapshot(item, mentorCreateSchema), category: item.category.name };
}

/** The columns of the fields a create or an edit sent (undefined: left as it is; null: cleared). */
function columnsOf(input: Partial<MentorContent>): MentorValues {
  return sentColumns({
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
  }) as MentorValues;
}

const MENTOR_AVATAR = avatarRule(AVATAR_ALT_REQUIRED_MESSAGE, AVATAR_NOT_SQUARE_MESSAGE);

const MENTOR_KIND: ContentKind<MentorRow, AdminMentor> = {
  entity: ENTITY,
  table: mentors,
  ...MENTOR_MESSAGES,
  serialize,
  snapshot,
  complete: searchTextWithCategory<MentorRow>(categoryOf, mentorSearchText),
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

/** A new mentor, saved as a draft (nobody outside the desk sees it until it is published); without a photo it gets the drawn initials. */
export function createContentMentor(db: Database, staff: StaffCaller, input: MentorContent): Promise<AdminMentor> {
  return createContent(db, MENTOR_KIND, staff, null, async (t, draft) => {
    const category = await categoryOf(t, input.category_id);
    await assertUploadedImage(t, input.avatar, "avatar", MENTOR_AVATAR.shape);
    const content = {
      ...columnsOf(input),
      categoryId: category.id,
      name: input.name,
      title: input.title,
      company: input.company ?? null,
      bio: input.bio,
      yearsOfExperience: input.years_of_experience,
      avatar: avatarOrInitials(input.avatar, input.name),
    };
    return insertRow(t, mentors, {
      ...content,
      ...draft,
      searchText: mentorSearchText({ ...content, topics: input.topics }, category.name),
    });
  });
}

/** /api/v1/admin/content/mentors/**: the list of every mentor whatever its state, the last edited first unless `sort` (updated_at | name | created_at | sessions_count) says otherwise. */
export const mentorRoutes = contentRoutes({
  kind: MENTOR_KIND,
  list: deskList(mentors, {
    query: { search: mentors.searchText, sorts: { name: mentors.name, sessions_count: mentors.sessionsCount } },
    load: (db, rows) =>
      choicesById(
        db,
        CATEGORIES,
        rows.map((row) => row.categoryId),
      ),
    item: (row, _now, category): ListedFields<AdminMentorListItem> => ({
      id: row.id,
      name: row.name,
      title: row.title,
      company: row.company,
      avatar: row.avatar,
      category: category(row.categoryId),
      url: mentorUrl(row.id),
    }),
  }),
  create: { schema: mentorCreateSchema, write: createContentMentor },
  update: fieldsEdit(MENTOR_KIND, mentorPatchSchema, columnsOf, [MENTOR_AVATAR]),
});
