import "server-only";
// The site's settings in the content desk (issue 14): each group (contact, social, stats, home) read
// with its version and its unpublished draft. A group is saved whole as a draft (the site does not
// change), then the draft is published or discarded; the older save-and-publish at once stays for
// API clients. Every write is made against the version the desk showed (409 when a colleague wrote
// in between), its before and after in the audit log ("content.site.<key>[.draft|.publish|.discard]")
// in the same transaction. After a write that changes what the site shows, the cached answers and
// pages showing the settings (tag "site": the site/contact answer, and every page whose footer, home
// or contact page reads it) are dropped. The public reader (./settings.ts) never reads a draft.
import { staleMessage } from "@/server/publishing/desk-fields";
import { eq } from "drizzle-orm";
import { audit } from "@/server/audit/log";
import { fullNameOf } from "@/server/auth/identity";
import { invalidatePublicContent } from "@/server/cache/invalidate";
import { siteSettings, users } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { HttpError, notFound } from "@/server/http/errors";
import type { StaffCaller } from "@/server/staff/access";
import { HOME_SECTIONS_DEFAULT } from "@/shared/home-sections";
import { site } from "@/shared/site";
import type { DeskSiteSetting, DeskSiteSettings, SiteSettingKey, SiteSettingsValues } from "@/shared/types/site";
import { SITE_SETTING_KEYS } from "./settings";

export const SETTING_NOT_FOUND = "این بخش از تنظیمات سایت پیدا نشد.";
export const NO_DRAFT_MESSAGE =
  "این بخش از تنظیمات سایت پیش‌نویسی ندارد؛ شاید همکاری همین حالا آن را منتشر کرده یا کنار گذاشته است. صفحه را دوباره بار کنید.";
export const STALE_SETTING_MESSAGE = staleMessage("این بخش از تنظیمات سایت");

/** What a group holds before anyone saved it (a database seeded before it was editable): version 1
 *  of it, what the site shows meanwhile (the footer's brand details, the launch texts). */
const DEFAULTS: { [K in SiteSettingKey]: SiteSettingsValues[K] } = {
  contact: { ...site.contact, location: { lat: 30.2839, lng: 57.0834 } },
  social: site.social.map((link) => ({ ...link })),
  stats: { members: 0, startups: 0, events: 0, mentors: 0 },
  home: HOME_SECTIONS_DEFAULT,
};

export function isSiteSettingKey(value: string): value is SiteSettingKey {
  return (SITE_SETTING_KEYS as readonly string[]).includes(value);
}

/** The group named in a route's path ({key}); 404 for any other. */
export async function settingKeyParam(params: Promise<{ key: string }>): Promise<SiteSettingKey> {
  const { key } = await params;
  if (!isSiteSettingKey(key)) throw notFound(SETTING_NOT_FOUND);
  return key;
}

type SettingRow = typeof siteSettings.$inferSelect;
type DraftAuthor = { id: number | null; firstName: string | null; lastName: string | null } | null;

/** A stored value as the desk and the site read it: figures saved before one was added get 0. */
function valueOf<K extends SiteSettingKey>(key: K, stored: unknown): SiteSettingsValues[K] {
  return (key === "stats" ? { ...DEFAULTS.stats, ...(stored as object) } : stored) as SiteSettingsValues[K];
}

function deskSetting<K extends SiteSettingKey>(
  key: K,
  row: SettingRow | undefined,
  author: DraftAuthor = null,
): DeskSiteSetting<K> {
  const draft =
    row?.draftValue != null && row.draftSavedAt
      ? {
          value: valueOf(key, row.draftValue),
          saved_at: row.draftSavedAt.toISOString(),
          saved_by: author && author.id !== null ? { id: author.id, name: fullNameOf(author) } : null,
        }
      : null;
  return {
    key,
    value: row ? valueOf(key, row.value) : DEFAULTS[key],
    draft,
    version: row?.version ?? 1,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** The groups' rows with the name of whoever saved each one's draft. */
function settingRows(db: Database) {
  return db
    .select({ row: siteSettings, author: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(siteSettings)
    .leftJoin(users, eq(users.id, siteSettings.draftSavedBy));
}

export async function readDeskSettings(db: Database): Promise<DeskSiteSettings> {
  const rows = new Map((await settingRows(db)).map(({ row, author }) => [row.key, { row, author }]));
  const of = <K extends SiteSettingKey>(key: K) => deskSetting(key, rows.get(key)?.row, rows.get(key)?.author);
  return { contact: of("contact"), social: of("social"), stats: of("stats"), home: of("home") };
}

export async function readDeskSetting<K extends SiteSettingKey>(db: Database, key: K): Promise<DeskSiteSetting<K>> {
  const [found] = await settingRows(db).where(eq(siteSettings.key, key)).limit(1);
  return deskSetting(key, found?.row, found?.author);
}

/** What a write leaves: the published value and the draft (null: none waits). */
type Written<K extends SiteSettingKey> = { value: SiteSettingsValues[K]; draft: SiteSettingsValues[K] | null };

/** One write of a group against the version the desk showed, audited with its before and after in
 *  the same transaction; `change` gets the group as it stands (and may refuse). A draft written is
 *  stamped with its time and author. */
async function writeSetting<K extends SiteSettingKey>(
  db: Database,
  staff: StaffCaller,
  key: K,
  expectedVersion: number,
  action: string,
  change: (current: DeskSiteSetting<K>) => Written<K>,
): Promise<DeskSiteSetting<K>> {
  if (!isSiteSettingKey(key)) throw notFound(SETTING_NOT_FOUND);
  let siteChanged = false;
  await db.transaction(async (t) => {
    const [row] = await t.select().from(siteSettings).where(eq(siteSettings.key, key)).for("update");
    const before = deskSetting(key, row);
    if (before.version !== expectedVersion) throw new HttpError(409, STALE_SETTING_MESSAGE);
    const after = change(before);
    siteChanged = after.value !== before.value;
    const now = new Date();
    const set = {
      value: after.value,
      version: before.version + 1,
      draftValue: after.draft,
      draftSavedAt: after.draft === null ? null : now,
      draftSavedBy: after.draft === null ? null : staff.user.id,
      ...(siteChanged || !row ? { updatedAt: now } : {}),
    };
    await t
      .insert(siteSettings)
      .values({ key, ...set })
      .onConflictDoUpdate({ target: siteSettings.key, set });
    await audit(t, {
      actorId: staff.user.id,
      action,
      entity: "site",
      entityId: key,
      before: { value: before.value, draft: before.draft?.value ?? null, version: before.version },
      after: { value: after.value, draft: after.draft, version: before.version + 1 },
      ip: staff.ip,
    });
  });
  if (siteChanged) invalidatePublicContent(["site"]);
  return readDeskSetting(db, key);
}

/** A save of a group whole: "site" publishes it at once, any draft superseded (the API's PUT); "draft" keeps it as the draft while the site shows the published value. */
function groupSave(as: "site" | "draft") {
  return <K extends SiteSettingKey>(
    db: Database,
    staff: StaffCaller,
    key: K,
    value: SiteSettingsValues[K],
    expectedVersion: number,
  ): Promise<DeskSiteSetting<K>> =>
    as === "site"
      ? writeSetting(db, staff, key, expectedVersion, `content.site.${key}`, () => ({ value, draft: null }))
      : writeSetting(db, staff, key, expectedVersion, `content.site.${key}.draft`, (current) => ({
          value: current.value,
          draft: value,
        }));
}

export const saveSiteSetting = groupSave("site");
export const saveSiteSettingDraft = groupSave("draft");

/** A move of the draft (409 when there is none): "publish" makes it what the site shows, "discard" drops it (the site shows what it showed). */
function draftMove(move: "publish" | "discard") {
  return <K extends SiteSettingKey>(
    db: Database,
    staff: StaffCaller,
    key: K,
    expectedVersion: number,
  ): Promise<DeskSiteSetting<K>> =>
    writeSetting(db, staff, key, expectedVersion, `content.site.${key}.${move}`, (current) => {
      if (!current.draft) throw new HttpError(409, NO_DRAFT_MESSAGE);
      return { value: move === "publish" ? current.draft.value : current.value, draft: null };
    });
}

export const publishSiteSettingDraft = draftMove("publish");
export const discardSiteSettingDraft = draftMove("discard");
