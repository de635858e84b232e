// The database schema (Drizzle, PostgreSQL dialect). Every public entity keeps a `searchText`
// (normalised Persian text of its searchable fields, see shared/format/persian-text) and a
// `viewCount` for the "most visited" sort.
import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { ContentStatus } from "@/shared/content";

const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const viewCount = () => integer("view_count").notNull().default(0);
const searchText = () => text("search_text").notNull().default("");
const sortOrder = () => integer("sort_order").notNull().default(0);
/**
 * The content lifecycle (shared/content.ts) of a kind the desk publishes: its status (rows that were
 * there before a kind got its lifecycle are published), the instant a published row becomes public
 * (null: at once; the desk schedules with it) and the version every edit bumps (an edit made against
 * an older one is refused with 409).
 */
const contentLifecycle = () => ({
  status: text("status").$type<ContentStatus>().notNull().default("published"),
  publishAt: timestamp("publish_at", { withTimezone: true }),
  version: integer("version").notNull().default(1),
});

/** Provider-wide settings the staff can change without a deploy: contact details, hours, links. */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  /** Bumped by every desk edit (server/site/settings-desk.ts): an edit against an older one is refused. */
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** An unpublished draft of the group (the desk's «ذخیره پیش‌نویس»): only the desk and its preview
   *  read it; the public API reads `value`. Null: nothing waiting. */
  draftValue: jsonb("draft_value"),
  draftSavedAt: timestamp("draft_saved_at", { withTimezone: true }),
  draftSavedBy: integer("draft_saved_by").references(() => users.id, { onDelete: "set null" }),
});

// ---------------------------------------------------------------------------------- businesses

export const businesses = pgTable(
  "businesses",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    tagline: text("tagline").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    stage: text("stage").notNull(),
    logo: text("logo").notNull(),
    /** The logo's text alternative (required for an uploaded logo; null: "نشان <name>"). */
    logoAlt: text("logo_alt"),
    cover: text("cover").notNull(),
    /** The cover's text alternative (required for an uploaded cover; null: "تصویر <name>"). */
    coverAlt: text("cover_alt"),
    website: text("website"),
    foundedYear: integer("founded_year"),
    city: text("city").notNull().default("کرمان"),
    /** The content lifecycle (shared/content.ts), as events have it: the businesses seeded before it are published. */
    ...contentLifecycle(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    viewCount: viewCount(),
    searchText: searchText(),
    createdAt: createdAt(),
  },
  (t) => [index("businesses_category_idx").on(t.category), index("businesses_status_idx").on(t.status)],
);

export const businessStats = pgTable("business_stats", {
  id: id(),
  businessId: integer("business_id")
    .notNull()
    .references(() => businesses.id, { onDelete: "cascade" }),
  label: text("label").notNull(),
  value: integer("value").notNull(),
  unit: text("unit"),
  sortOrder: sortOrder(),
});

export const businessGalleries = pgTable("business_galleries", {
  id: id(),
  businessId: integer("business_id")
    .notNull()
    .references(() => businesses.id, { onDelete: "cascade" }),
  image: text("image").notNull(),
  caption: text("caption").notNull(),
  sortOrder: sortOrder(),
});

export const businessTimelines = pgTable("business_timelines", {
  id: id(),
  businessId: integer("business_id")
    .notNull()
    .references(() => businesses.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  year: integer("year").notNull(),
  sortOrder: sortOrder(),
});

export const businessTimelineItems = pgTable("business_timeline_items", {
  id: id(),
  timelineId: integer("timeline_id")
    .notNull()
    .references(() => businessTimelines.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  description: text("description").notNull(),
  happenedAt: timestamp("happened_at", { withTimezone: true }).notNull(),
  sortOrder: sortOrder(),
});

export const businessMembers = pgTable("business_members", {
  id: id(),
  businessId: integer("business_id")
    .notNull()
    .references(() => businesses.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  role: text("role").notNull(),
  avatar: text("avatar").notNull(),
  sortOrder: sortOrder(),
});

// -------------------------------------------------------------------------------------- events

export const organizers = pgTable("organizers", {
  id: id(),
  name: text("name").notNull(),
  logo: text("logo").notNull(),
  description: text("description").notNull(),
  website: text("website"),
});

export const eventPresenters = pgTable("event_presenters", {
  id: id(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  bio: text("bio").notNull(),
  avatar: text("avatar").notNull(),
});

export const tags = pgTable("tags", {
  id: id(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

export const events = pgTable(
  "events",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    cover: text("cover").notNull(),
    /** The cover's text alternative (required for an uploaded cover; the drawn art needs none). */
    coverAlt: text("cover_alt"),
    capacity: integer("capacity").notNull(),
    attendeesCount: integer("attendees_count").notNull().default(0),
    /** Rial; 0 is free. */
    price: integer("price").notNull().default(0),
    locationTitle: text("location_title").notNull(),
    address: text("address").notNull(),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    onlineUrl: text("online_url"),
    organizerId: integer("organizer_id").references(() => organizers.id, { onDelete: "set null" }),
    /** First session's start, kept for sorting and filtering without a join. */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The content lifecycle (shared/content.ts): draft | published | archived. */
    ...contentLifecycle(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    viewCount: viewCount(),
    searchText: searchText(),
    createdAt: createdAt(),
  },
  (t) => [index("events_starts_at_idx").on(t.startsAt), index("events_status_idx").on(t.status)],
);

export const eventTimes = pgTable("event_times", {
  id: id(),
  eventId: integer("event_id")
    .notNull()
    .references(() => events.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  presenterId: integer("presenter_id").references(() => eventPresenters.id, { onDelete: "set null" }),
  /** The host on stage for the session (SPEC's eventTimes.user), when not the presenter. */
  hostName: text("host_name"),
});

export const eventSponsors = pgTable("event_sponsors", {
  id: id(),
  eventId: integer("event_id")
    .notNull()
    .references(() => events.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  logo: text("logo").notNull(),
  website: text("website"),
  level: text("level").notNull(),
  sortOrder: sortOrder(),
});

export const eventTags = pgTable(
  "event_tags",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.tagId] })],
);

export const eventGalleryFiles = pgTable("event_gallery_files", {
  id: id(),
  eventId: integer("event_id")
    .notNull()
    .references(() => events.id, { onDelete: "cascade" }),
  image: text("image").notNull(),
  caption: text("caption").notNull(),
  sortOrder: sortOrder(),
});

// ------------------------------------------------------------------------------------- mentors

export const mentorCategories = pgTable("mentor_categories", {
  id: id(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

export const mentors = pgTable(
  "mentors",
  {
    id: id(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => mentorCategories.id),
    name: text("name").notNull(),
    title: text("title").notNull(),
    company: text("company"),
    bio: text("bio").notNull(),
    avatar: text("avatar").notNull(),
    yearsOfExperience: integer("years_of_experience").notNull(),
    topics: jsonb("topics")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Rial per session; 0 is free for accelerator teams. */
    sessionPrice: integer("session_price").notNull().default(0),
    linkedin: text("linkedin"),
    sessionsCount: integer("sessions_count").notNull().default(0),
    /** What the avatar shows, for screen readers (null: the page says «تصویر {name}»; required with an uploaded one). */
    avatarAlt: text("avatar_alt"),
    /** The content lifecycle (shared/content.ts), as the job positions have it: the mentors seeded before it are published (an unpublished one became a draft). */
    ...contentLifecycle(),
    /** The "become a mentor" application this profile was made from at the desk (one profile each). */
    sourceRequestId: integer("source_request_id")
      .unique()
      .references((): AnyPgColumn => requests.id, { onDelete: "set null" }),
    viewCount: viewCount(),
    searchText: searchText(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("mentors_status_idx").on(t.status)],
);

// --------------------------------------------------------------------------------- freelancers

export const freelancerCategories = pgTable("freelancer_categories", {
  id: id(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

export type SocialLinks = { instagram?: string; linkedin?: string; twitter?: string; telegram?: string };

export const freelancers = pgTable(
  "freelancers",
  {
    id: id(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => freelancerCategories.id),
    name: text("name").notNull(),
    title: text("title").notNull(),
    bio: text("bio").notNull(),
    avatar: text("avatar").notNull(),
    city: text("city").notNull(),
    skills: jsonb("skills")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Rial per hour. */
    hourlyRate: integer("hourly_rate").notNull(),
    yearsOfExperience: integer("years_of_experience").notNull(),
    available: boolean("available").notNull().default(true),
    social: jsonb("social")
      .$type<SocialLinks>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    resumeUrl: text("resume_url"),
    resumePublic: boolean("resume_public").notNull().default(false),
    /** What the avatar shows, for screen readers (null: the page says «تصویر {name}»; required with an uploaded one). */
    avatarAlt: text("avatar_alt"),
    /** The content lifecycle (shared/content.ts), as the mentors have it: the freelancers seeded before it are published (an unpublished one became a draft). */
    ...contentLifecycle(),
    /** The registration this profile was made from at the desk (one profile each). */
    sourceRequestId: integer("source_request_id")
      .unique()
      .references((): AnyPgColumn => requests.id, { onDelete: "set null" }),
    viewCount: viewCount(),
    searchText: searchText(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("freelancers_status_idx").on(t.status)],
);

// ---------------------------------------------------------------------------------------- jobs

export const jobUnits = pgTable(
  "job_units",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    sortOrder: sortOrder(),
    /** The content lifecycle (shared/content.ts), as the positions have it: the units there were before it are published. A unit the public does not see hides its positions too. */
    ...contentLifecycle(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("job_units_status_idx").on(t.status)],
);

export const jobPositions = pgTable(
  "job_positions",
  {
    id: id(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => jobUnits.id),
    title: text("title").notNull(),
    /** full-time | part-time | internship | remote */
    type: text("type").notNull(),
    city: text("city").notNull(),
    summary: text("summary").notNull(),
    description: text("description").notNull(),
    requirements: jsonb("requirements")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    benefits: jsonb("benefits")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Rial per month; null when negotiable. */
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    experienceYears: integer("experience_years").notNull().default(0),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The content lifecycle (shared/content.ts), as the FAQ has it: the positions seeded before it are published (an unpublished one became a draft). */
    ...contentLifecycle(),
    viewCount: viewCount(),
    searchText: searchText(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("job_positions_status_idx").on(t.status)],
);

// ------------------------------------------------------------------------------ hi-tech projects

export const hitechProjects = pgTable(
  "hitech_projects",
  {
    id: id(),
    /** Made from the title when the desk creates a project; the public addresses a project by its id (/projects/{id}). */
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    description: text("description").notNull(),
    field: text("field").notNull(),
    /** The project's stage: recruiting | in-progress | completed (the public API calls it `status`). */
    stage: text("stage").notNull(),
    partner: text("partner").notNull(),
    cover: text("cover").notNull(),
    /** The cover's text alternative (required for an uploaded cover; null: "تصویر پروژه <title>"). */
    coverAlt: text("cover_alt"),
    needs: jsonb("needs")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    technologies: jsonb("technologies")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Rial; the project's budget, shown as a range to applicants. */
    budget: integer("budget"),
    durationMonths: integer("duration_months").notNull(),
    /** The content lifecycle (shared/content.ts): the projects seeded before it are published (a hidden one became a draft). */
    ...contentLifecycle(),
    viewCount: viewCount(),
    searchText: searchText(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("hitech_projects_status_idx").on(t.status)],
);

// ---------------------------------------------------------------------------------- workspaces

export const services = pgTable("services", {
  id: id(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  icon: text("icon").notNull(),
  sortOrder: sortOrder(),
});

export const branches = pgTable(
  "branches",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    phone: text("phone").notNull(),
    hours: text("hours").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    image: text("image").notNull(),
    /** What the image shows, for those who cannot see it; the desk requires it (the seeded drawn art has none: its name stands in). */
    imageAlt: text("image_alt"),
    sortOrder: sortOrder(),
    /** Days of the week it is closed, as JavaScript numbers them (0 Sunday … 5 Friday, 6 Saturday), in Tehran. */
    closedWeekdays: jsonb("closed_weekdays")
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The content lifecycle (shared/content.ts): the branches seeded before it are published. A branch the public cannot see takes its spaces and their plans off with it. */
    ...contentLifecycle(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("branches_status_idx").on(t.status)],
);

/** A day a branch is closed besides its weekly days off (a holiday, a private event), with the reason visitors see. */
export const branchClosedDays = pgTable(
  "branch_closed_days",
  {
    id: id(),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    /** A Tehran calendar day, YYYY-MM-DD. */
    day: text("day").notNull(),
    reason: text("reason").notNull(),
  },
  (t) => [uniqueIndex("branch_closed_days_branch_day").on(t.branchId, t.day)],
);

export const locations = pgTable(
  "locations",
  {
    id: id(),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    floor: text("floor"),
    capacity: integer("capacity").notNull(),
    amenities: jsonb("amenities")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    image: text("image").notNull(),
    /** What the image shows, for those who cannot see it; the desk requires it (the seeded drawn art has none: its name stands in). */
    imageAlt: text("image_alt"),
    gallery: jsonb("gallery")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** What each gallery picture shows, by its place in `gallery`; the desk requires it (the seeded drawn art has none: the space's name stands in). */
    galleryAlts: jsonb("gallery_alts")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sortOrder: sortOrder(),
    /** The content lifecycle (shared/content.ts): the spaces seeded before it are published. A space the public cannot see takes its plans off with it. */
    ...contentLifecycle(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("locations_status_idx").on(t.status)],
);

export const locationPlans = pgTable(
  "location_plans",
  {
    id: id(),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** hour | day | month */
    period: text("period").notNull(),
    /** Rial per period. */
    price: integer("price").notNull(),
    capacity: integer("capacity").notNull(),
    amenities: jsonb("amenities")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sortOrder: sortOrder(),
    /** The plan with its space, branch and service, for the workspace search. */
    searchText: searchText(),
    /** Reservation requests it takes for one day (each to start that day); null: no limit. */
    dailyCapacity: integer("daily_capacity"),
    /** The content lifecycle (shared/content.ts), replacing the active flag: an active plan is published, an inactive one a draft. */
    ...contentLifecycle(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("location_plans_status_idx").on(t.status)],
);

// ------------------------------------------------------------------------------------ presents

export const presents = pgTable(
  "presents",
  {
    id: id(),
    /** Made from the title (or the desk's own); a changed one redirects (slug_redirects). */
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    description: text("description").notNull(),
    /** package | discount | gift */
    kind: text("kind").notNull(),
    image: text("image").notNull(),
    /** The image's text alternative (required for an uploaded image; null: "تصویر <title>"). */
    imageAlt: text("image_alt"),
    /** Rial; null for gifts with no price. */
    price: integer("price"),
    originalPrice: integer("original_price"),
    conditions: jsonb("conditions")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    includes: jsonb("includes")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** The content lifecycle (shared/content.ts): the presents seeded before it are published (an unpublished one became a draft). */
    ...contentLifecycle(),
    viewCount: viewCount(),
    searchText: searchText(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("presents_status_idx").on(t.status)],
);

export type SiteSetting = typeof siteSettings.$inferSelect;

// ------------------------------------------------------------------------------------ accounts

export const users = pgTable("users", {
  id: id(),
  /** Iranian mobile, Latin digits: 09xxxxxxxxx. */
  mobile: text("mobile").notNull().unique(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  nationalCode: text("national_code").unique(),
  /** ISO date (Gregorian) YYYY-MM-DD. */
  birthday: text("birthday"),
  email: text("email"),
  /** scrypt$N$r$p$salt$hash; null until the user sets a password. */
  passwordHash: text("password_hash"),
  referredBy: integer("referred_by"),
  /** The personal code of the user's invitation link. */
  inviteCode: text("invite_code").unique(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time codes sent by SMS: stored hashed, bound to number and purpose, single use. */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: id(),
    mobile: text("mobile").notNull(),
    /** login | register | set-password */
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /** What the request carried to apply on success (e.g. a chosen password's hash, names). */
    payload: jsonb("payload")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("otp_codes_mobile_purpose_idx").on(t.mobile, t.purpose)],
);

/** A signed-in device: access and refresh tokens (hashed), revocable, rotated on refresh. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessTokenHash: text("access_token_hash").notNull().unique(),
    refreshTokenHash: text("refresh_token_hash").notNull().unique(),
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp("refresh_expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    clientId: text("client_id").notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    /** The refresh token this one replaced: presenting it again (after a short grace) means it leaked. */
    previousRefreshTokenHash: text("previous_refresh_token_hash"),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    /** Set when an admin signed in as this user for support ('login as'): who is really at the keyboard. */
    impersonatorId: integer("impersonator_id").references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("auth_sessions_user_idx").on(t.userId),
    index("auth_sessions_previous_refresh_idx").on(t.previousRefreshTokenHash),
  ],
);

/** Fixed-window counters for rate limits when no Redis is configured (shared by all instances on one database). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

// ------------------------------------------------------------------------------------ requests

/**
 * Every request a visitor sends (reservation, internship, idea, job application, mentor, hi-tech
 * cooperation, freelancer registration, contact, event registration): one row, with the form's
 * fields in `payload` (validated by the shared schema of its kind), a tracking code and a status.
 */
export const requests = pgTable(
  "requests",
  {
    id: id(),
    /** reservation | internship | idea | job-resume | career-apply | mentor-request | mentor-advice | mentor-apply | hitech-proposal | freelancer-create | contact | event-attendance */
    kind: text("kind").notNull(),
    trackingCode: text("tracking_code").notNull().unique(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The number the request was sent with (for lookups by tracking code + mobile). */
    mobile: text("mobile").notNull(),
    fullName: text("full_name").notNull(),
    /** received | in-review | approved | rejected | contacted */
    status: text("status").notNull().default("received"),
    /** The entity it is about (event id, plan id, job id, mentor id, project id), when any. */
    subjectId: integer("subject_id"),
    subjectTitle: text("subject_title"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** Hash of the Idempotency-Key scoped to its caller and endpoint (never the raw key). */
    idempotencyKey: text("idempotency_key").unique(),
    /** Hash of the body first sent with that key: a replay with another body is refused. */
    idempotencyBodyHash: text("idempotency_body_hash"),
    /** Bumped by every change the staff make: a change made against an older version is refused (two people, one request). */
    version: integer("version").notNull().default(1),
    /** The staff member the request is assigned to. */
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** When the team last phoned the requester (null: not yet called). */
    lastCalledAt: timestamp("last_called_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("requests_user_idx").on(t.userId),
    index("requests_mobile_idx").on(t.mobile),
    index("requests_kind_subject_idx").on(t.kind, t.subjectId),
    index("requests_status_created_idx").on(t.status, t.createdAt),
    index("requests_created_idx").on(t.createdAt),
  ],
);

export const requestStatusHistory = pgTable("request_status_history", {
  id: id(),
  requestId: integer("request_id")
    .notNull()
    .references(() => requests.id, { onDelete: "cascade" }),
  status: text("status").notNull(),
  note: text("note"),
  /** Who made the change (null: the site itself, e.g. on receipt). */
  staffId: integer("staff_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** The team's own notes on a request; never shown to the requester. */
export const requestNotes = pgTable(
  "request_notes",
  {
    id: id(),
    requestId: integer("request_id")
      .notNull()
      .references(() => requests.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("request_notes_request_idx").on(t.requestId)],
);

/** Every call the team made about a request, and how it went. */
export const requestCalls = pgTable(
  "request_calls",
  {
    id: id(),
    requestId: integer("request_id")
      .notNull()
      .references(() => requests.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => users.id, { onDelete: "set null" }),
    /** answered | no-answer | agreed | declined | call-back */
    outcome: text("outcome").notNull(),
    /** For call-back: when the requester asked to be called again. */
    callBackAt: timestamp("call_back_at", { withTimezone: true }),
    note: text("note"),
    calledAt: timestamp("called_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("request_calls_request_idx").on(t.requestId)],
);

/** A registered attendee let in at the door (one row per event-attendance request). */
export const eventCheckIns = pgTable("event_check_ins", {
  requestId: integer("request_id")
    .primaryKey()
    .references(() => requests.id, { onDelete: "cascade" }),
  staffId: integer("staff_id").references(() => users.id, { onDelete: "set null" }),
  checkedInAt: timestamp("checked_in_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A freed seat offered to the next person on an event's waiting list: an SMS link (its token
 * stored hashed) holds the seat until expires_at; then the offer lapses and passes on.
 */
export const eventSeatOffers = pgTable(
  "event_seat_offers",
  {
    id: id(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** The waiting-list registration the seat is offered to. */
    requestId: integer("request_id")
      .notNull()
      .references(() => requests.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /** pending | accepted | declined | expired */
    status: text("status").notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("event_seat_offers_event_status_idx").on(t.eventId, t.status),
    index("event_seat_offers_request_idx").on(t.requestId),
  ],
);

// --------------------------------------------------------------------------------------- staff

/** The provider's team: a user with a role in the desk (shared/staff.ts). */
export const staffMembers = pgTable("staff_members", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** admin | reviewer | editor */
  role: text("role").notNull(),
  /** For a reviewer: the request kinds it reviews; empty for every kind. */
  kinds: jsonb("kinds")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every staff action, views of personal data included: who, what, on which record, before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    /** The staff member (null: a command run on the server, e.g. staff:create). */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** e.g. request.view, request.status, request.note, request.call, request.assign, staff.create */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    index("audit_log_actor_idx").on(t.actorId),
  ],
);

// ------------------------------------------------------------------------------------- content

/**
 * The old slugs of content whose slug the desk changed: the public page of an old slug answers a
 * permanent redirect to the entity, and the API's slug lookup resolves it. `entity` names the kind
 * as the cache tags do (server/cache/public-reads.ts: "event", "business", ...).
 */
export const slugRedirects = pgTable(
  "slug_redirects",
  {
    id: id(),
    entity: text("entity").notNull(),
    oldSlug: text("old_slug").notNull(),
    entityId: integer("entity_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("slug_redirects_entity_slug_idx").on(t.entity, t.oldSlug),
    index("slug_redirects_target_idx").on(t.entity, t.entityId),
  ],
);

/** Every saved state of a piece of content, for "restore an earlier version" (version counts from 1 per entity). */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: id(),
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    version: integer("version").notNull(),
    /** The editable fields as the desk's form sends them (validation/content/), plus status and publish_at. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_versions_entity_version_idx").on(t.entity, t.entityId, t.version)],
);

/**
 * Images the content desk uploaded (issue 14): stored as WebP variants of the purpose's sizes
 * (server/media/images.ts), named `<key>-<w>x<h>.webp` in the file storage; the public reads
 * them at /api/v1/media/images/{name}. Width, height and bytes are the upload's.
 */
export const contentImages = pgTable("content_images", {
  id: id(),
  /** "img-" and 32 hex digits. */
  key: text("key").notNull().unique(),
  /** cover | logo */
  purpose: text("purpose").notNull(),
  alt: text("alt").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Files sent with requests: stored outside public/ under a generated name. */
export const uploads = pgTable("uploads", {
  id: id(),
  requestId: integer("request_id").references(() => requests.id, { onDelete: "cascade" }),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  field: text("field").notNull(),
  originalName: text("original_name").notNull(),
  storedName: text("stored_name").notNull().unique(),
  mime: text("mime").notNull(),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});

/** Raw bytes: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array; both are handed out as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The bytes of uploaded files when they live in the database (server/storage, UPLOAD_STORAGE=database,
 * the default with DATABASE_URL), so every instance reads what any one stored, and pg_dump carries them.
 */
export const storedFiles = pgTable("stored_files", {
  name: text("name").primaryKey(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/** Proof-of-work captcha challenges already spent (by signature), so each solves one form once. */
export const captchaSolutions = pgTable("captcha_solutions", {
  signature: text("signature").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every SMS the site tried to send, and whether the SMS budget let it go (no message text kept). */
export const smsLog = pgTable(
  "sms_log",
  {
    id: id(),
    mobile: text("mobile").notNull(),
    /** otp | notice | status */
    kind: text("kind").notNull(),
    /** sent | skipped | failed */
    outcome: text("outcome").notNull(),
    /** Which budget refused it (number-hour, number-day, account, address, global), or the failure. */
    reason: text("reason"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("sms_log_mobile_idx").on(t.mobile, t.createdAt), index("sms_log_created_idx").on(t.createdAt)],
);

export const coupons = pgTable("coupons", {
  id: id(),
  code: text("code").notNull().unique(),
  title: text("title").notNull(),
  /** Percent off (1-100). */
  percent: integer("percent").notNull(),
  /** Services it applies to (slugs); empty for all. */
  services: jsonb("services")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Not valid before (null: from its publishing on). */
  startsAt: timestamp("starts_at", { withTimezone: true }),
  validUntil: timestamp("valid_until", { withTimezone: true }),
  /** How many reservation requests may carry it (null: no limit); then it is refused. */
  maxUses: integer("max_uses"),
  /** Published: the check accepts it; a draft or an archived code is unknown to the public. */
  ...contentLifecycle(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

// ------------------------------------------------------------------------ FAQ and content pages

export const faqCategories = pgTable("faq_categories", {
  id: id(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  sortOrder: sortOrder(),
});

export const faqItems = pgTable(
  "faq_items",
  {
    id: id(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => faqCategories.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    /** Staff-written rich text (shared/rich-text.ts), its paragraphs separated by blank lines. */
    answer: text("answer").notNull(),
    sortOrder: sortOrder(),
    /** The content lifecycle (shared/content.ts), as content pages have it: the questions seeded before it are published. */
    ...contentLifecycle(),
    viewCount: viewCount(),
    searchText: searchText(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("faq_items_status_idx").on(t.status)],
);

export const contentPages = pgTable(
  "content_pages",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Staff-written rich text (shared/rich-text.ts), its paragraphs separated by blank lines. */
    body: text("body").notNull(),
    /** The content lifecycle (shared/content.ts), as events have it: the pages seeded before it are published. */
    ...contentLifecycle(),
    searchText: searchText(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("content_pages_status_idx").on(t.status)],
);

// ---------------------------------------------------------------------------- account extras

export const addresses = pgTable("addresses", {
  id: id(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  provinceId: integer("province_id").notNull(),
  cityId: integer("city_id").notNull(),
  address: text("address").notNull(),
  postalCode: text("postal_code").notNull(),
  phone: text("phone"),
  createdAt: createdAt(),
});

export const legalInfos = pgTable("legal_infos", {
  id: id(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  companyName: text("company_name").notNull(),
  /** The company's 11-digit national id (شناسه ملی). */
  nationalId: text("national_id").notNull(),
  registrationNumber: text("registration_number").notNull(),
  economicCode: text("economic_code"),
  address: text("address").notNull(),
  phone: text("phone").notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Points earned (invitations, attended events): the club's ledger. */
export const pointEntries = pgTable("point_entries", {
  id: id(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  points: integer("points").notNull(),
  /** invite | event | profile */
  reason: text("reason").notNull(),
  description: text("description").notNull(),
  createdAt: createdAt(),
});
