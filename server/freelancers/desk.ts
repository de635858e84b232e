import "server-only";
// Freelancers' public profiles in the content desk (issue 14): the kind ./writes.ts writes, with
// the fields the site shows (category, name, title, city, the rich-text bio, skills, the avatar
// with its text alternative, years of experience, the hourly rate, whether they take work now,
// the social links) and its search text (which carries the category's name too). A freelancer has
// no slug: its public address is /freelancers/{id}. The desk speaks toman, the table and the
// public API keep rials. An avatar must be a square one the desk uploaded (or the drawn initials a
// new freelancer gets). The resume is the one the freelancer sent: the desk may hide it from the page
// or take it off the profile, never show it for them (not versioned: a restore leaves it). Its entity tags cover its
// page and every freelancers list (the list, the categories, the cities, search, the sitemap). The
// routes are ./routes.ts's (freelancerRoutes).
import type { AdminFreelancer, AdminFreelancerListItem } from "@/shared/types/freelancers";
import { rialToToman, tomanToRial } from "@/shared/format/number";
import { freelancerCategories, freelancers, type SocialLinks } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { freelancerSearchText, serializeFreelancer } from "@/server/freelancers/queries";
import { ValidationFailure } from "@/server/http/validation";
import { assertUploadedImage } from "@/server/media/images";
import type { StaffCaller } from "@/server/staff/access";
import {
  freelancerCreateSchema,
  freelancerPatchSchema,
  FREELANCER_AVATAR_ALT_MESSAGE,
  type FreelancerContent,
  type FreelancerPatch,
} from "@/validation/content/freelancer";
import { choicesById, requireChoice } from "@/server/publishing/choices";
import { assertImageEdits, deskFields, keptFields, sentColumns } from "@/server/publishing/desk-fields";
import { contentMessages, insertRow } from "@/server/publishing/desk-writes";
import { avatarOrInitials, avatarRule, searchTextWithCategory } from "@/server/publishing/profiles";
import { contentRoutes } from "@/server/publishing/routes";
import { deskList, type ListedFields } from "@/server/publishing/desk-list";
import { changeContent, createContent } from "@/server/publishing/writes";
import type { ContentKind } from "@/server/publishing/writes";

type FreelancerRow = typeof freelancers.$inferSelect;
type FreelancerValues = Partial<typeof freelancers.$inferInsert>;

const ENTITY = "freelancer";
const NETWORKS = ["instagram", "linkedin", "twitter", "telegram"] as const satisfies ReadonlyArray<keyof SocialLinks>;

/** Only the freelancer can put their resume on their page: the desk may hide or remove it. */
export const RESUME_CONSENT_MESSAGE =
  "رزومه را فقط خود فریلنسر می‌تواند در صفحه‌اش نشان دهد؛ میز فقط می‌تواند آن را پنهان یا حذف کند.";
const FREELANCER_MESSAGES = contentMessages("فریلنسر", { profile: true });
export const STALE_FREELANCER_MESSAGE = FREELANCER_MESSAGES.staleMessage;
export const FREELANCER_CATEGORY_MISSING = "این حوزه پیدا نشد؛ حوزه دیگری انتخاب کنید.";
export const FREELANCER_AVATAR_NOT_SQUARE =
  "تصویر فریلنسر باید تصویری باشد که برای «لوگو یا چهره (مربع)» بارگذاری شده است.";

const freelancerUrl = (id: number) => `/freelancers/${id}`;

const CATEGORIES = { table: freelancerCategories, id: freelancerCategories.id, name: freelancerCategories.name };

/** The category a freelancer is put in (422 on its field when there is none). */
const categoryOf = (db: Database, id: number) =>
  requireChoice(db, CATEGORIES, id, "category_id", FREELANCER_CATEGORY_MISSING);

/** The public answer of the freelancer (./queries.ts), its rate in toman, each link as stored, with its category, the registration it came from, its resume (shown or not) and the desk's fields. */
async function serialize(db: Database, row: FreelancerRow): Promise<AdminFreelancer> {
  const category = await choicesById(db, CATEGORIES, [row.categoryId]);
  const {
    hourly_rate,
    social: _links,
    resume_url: _shown,
    view_count: _views,
    created_at: _created,
    ...freelancer
  } = serializeFreelancer(row);
  return {
    ...freelancer,
    hourly_rate_toman: rialToToman(hourly_rate),
    ...Object.fromEntries(NETWORKS.map((network) => [network, row.social[network] ?? null])),
    category: category(row.categoryId),
    source_request_id: row.sourceRequestId,
    resume_url: row.resumeUrl,
    resume_public: row.resumePublic,
    ...(await deskFields(db, row, freelancerUrl(row.id))),
  } as AdminFreelancer;
}

/** What a version keeps and the audit log shows: the editable fields (the category's name too, for people reading the log) and where the freelancer stood. */
function snapshot(item: AdminFreelancer): Record<string, unknown> {
  return { ...keptFields(item, ["category", "source_request_id"]), category: item.category.name };
}

/** The social links after a change: a network sent replaces (null removes) the stored one, the others stay. */
function socialOf(stored: SocialLinks, input: Partial<FreelancerContent>): SocialLinks | undefined {
  if (NETWORKS.every((network) => input[network] === undefined)) return undefined;
  const next: SocialLinks = { ...stored };
  for (const network of NETWORKS) {
    const value = input[network];
    if (value === null) delete next[network];
    else if (value !== undefined) next[network] = value;
  }
  return next;
}

/** The columns of the fields a create or an edit sent (undefined: left as it is). */
function columnsOf(input: Partial<FreelancerContent>, storedSocial: SocialLinks = {}): FreelancerValues {
  return sentColumns({
    categoryId: input.category_id,
    name: input.name,
    title: input.title,
    city: input.city,
    bio: input.bio,
    skills: input.skills,
    avatar: input.avatar,
    avatarAlt: input.avatar_alt,
    yearsOfExperience: input.years_of_experience,
    hourlyRate: tomanToRial(input.hourly_rate_toman),
    available: input.available,
    social: socialOf(storedSocial, input),
  }) as FreelancerValues;
}

const FREELANCER_AVATAR = avatarRule(FREELANCER_AVATAR_ALT_MESSAGE, FREELANCER_AVATAR_NOT_SQUARE);

const FREELANCER_KIND: ContentKind<FreelancerRow, AdminFreelancer> = {
  entity: ENTITY,
  table: freelancers,
  ...FREELANCER_MESSAGES,
  serialize,
  snapshot,
  complete: searchTextWithCategory<FreelancerRow>(categoryOf, freelancerSearchText),
  restored: (data) => {
    const fields = freelancerCreateSchema.parse(data);
    // The version's links as they were (a network it had none for is removed), its text alternative too.
    return {
      values: { ...columnsOf(fields), social: socialOf({}, fields) ?? {}, avatarAlt: fields.avatar_alt ?? null },
    };
  },
};

/** A new freelancer, saved as a draft (nobody outside the desk sees it until it is published); without a photo it gets the drawn initials. */
export function createContentFreelancer(
  db: Database,
  staff: StaffCaller,
  input: FreelancerContent,
): Promise<AdminFreelancer> {
  return createContent(db, FREELANCER_KIND, staff, null, async (t, draft) => {
    const category = await categoryOf(t, input.category_id);
    await assertUploadedImage(t, input.avatar, "avatar", FREELANCER_AVATAR.shape);
    const content = {
      ...columnsOf(input),
      categoryId: category.id,
      name: input.name,
      title: input.title,
      city: input.city,
      bio: input.bio,
      yearsOfExperience: input.years_of_experience,
      hourlyRate: tomanToRial(input.hourly_rate_toman),
      avatar: avatarOrInitials(input.avatar, input.name),
    };
    return insertRow(t, freelancers, {
      ...content,
      ...draft,
      searchText: freelancerSearchText({ ...content, skills: input.skills }, category.name),
    });
  });
}

/** An edit of some fields, against the version the desk showed; an uploaded avatar keeps its text alternative. */
export function updateContentFreelancer(
  db: Database,
  staff: StaffCaller,
  id: number,
  patch: FreelancerPatch,
): Promise<AdminFreelancer> {
  const { version, ...fields } = patch;
  return changeContent(db, FREELANCER_KIND, staff, id, "update", version, async (row, t) => {
    await assertImageEdits(t, [FREELANCER_AVATAR], fields, row);
    if (fields.resume_public === true && !(row.resumePublic && row.resumeUrl))
      throw new ValidationFailure("resume_public", RESUME_CONSENT_MESSAGE);
    return { values: { ...columnsOf(fields, row.social), ...resumeColumns(fields) } };
  });
}

/** The resume's columns after an edit: hidden from the page, or taken off the profile altogether. */
function resumeColumns({
  resume_public,
  resume_url,
}: Pick<FreelancerPatch, "resume_public" | "resume_url">): Partial<FreelancerRow> {
  if (resume_url === null) return { resumeUrl: null, resumePublic: false };
  return resume_public === false ? { resumePublic: false } : {};
}

/** /api/v1/admin/content/freelancers/**: the list of every freelancer whatever its state, the last edited first unless `sort` (updated_at | name | created_at) says otherwise. */
export const freelancerRoutes = contentRoutes({
  kind: FREELANCER_KIND,
  list: deskList(freelancers, {
    query: { search: freelancers.searchText, sorts: { name: freelancers.name } },
    load: (db, rows) =>
      choicesById(
        db,
        CATEGORIES,
        rows.map((row) => row.categoryId),
      ),
    item: (row, _now, category): ListedFields<AdminFreelancerListItem> => ({
      id: row.id,
      name: row.name,
      title: row.title,
      city: row.city,
      avatar: row.avatar,
      available: row.available,
      category: category(row.categoryId),
      url: freelancerUrl(row.id),
    }),
  }),
  create: { schema: freelancerCreateSchema, write: createContentFreelancer },
  update: { schema: freelancerPatchSchema, write: updateContentFreelancer },
});
