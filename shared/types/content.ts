// Shapes of the content desk's API (issue 14, /api/v1/admin/content/...), snake_case like the rest.
import type { ContentStatus } from "../content";
import type { HitechField, HitechStatus } from "./hitech";
import type { JobType } from "./jobs";
import type { PresentKind } from "./presents";
import type { PlanPeriod } from "./workspaces";

/** Where a piece of content is in its lifecycle, as every admin content answer carries it. */
export type ContentState = {
  status: ContentStatus;
  status_label: string;
  /** When a published item goes public (null: at once). */
  publish_at: string | null;
  /** On the public site right now (published, and its publish_at has come). */
  is_public: boolean;
  /** Send it back with an edit: an edit against an older version is refused (409). */
  version: number;
  updated_at: string;
  created_at: string;
};

export type ContentVersionItem = {
  version: number;
  created_at: string;
  actor: { id: number; name: string } | null;
  /** The whole editable state at that version, in the edit form's fields. */
  data: Record<string, unknown>;
};

export type AdminEventSession = {
  title: string;
  starts_at: string;
  ends_at: string;
  host_name: string | null;
  presenter_id: number | null;
};

/** The editable fields of an event, as the desk's form sends them back (validation/content/event.ts). */
export type AdminEventContent = {
  title: string;
  slug: string;
  summary: string;
  description: string;
  category: string;
  cover: string;
  /** The cover's text alternative (required for an uploaded cover; null: the page describes it by the title). */
  cover_alt: string | null;
  capacity: number;
  /** Rial; 0 is free. */
  price: number;
  location_title: string;
  address: string;
  lat: number | null;
  lng: number | null;
  online_url: string | null;
  starts_at: string;
  ends_at: string;
  /** One of the site's organizers (AdminEventChoices.organizers); null: none shown. */
  organizer_id: number | null;
  /** The sponsors in the order shown; the logo is square (148×148), the name is its text alternative. */
  sponsors: Array<{ name: string; level: string; logo: string; website: string | null }>;
  sessions: AdminEventSession[];
  /** Tag slugs. */
  tags: string[];
  /** The gallery in the order shown; each caption is the picture's alt text. */
  gallery: Array<{ image: string; caption: string }>;
};

export type AdminEvent = AdminEventContent &
  ContentState & {
    id: number;
    attendees_count: number;
    is_past: boolean;
    /** The public page's path. */
    url: string;
    /** Slugs the event had before; each still leads to it. */
    former_slugs: string[];
  };

/** What the event form chooses from: the site's organizers, presenters and tags. */
export type AdminEventChoices = {
  organizers: Array<{ id: number; name: string; logo: string }>;
  presenters: Array<{ id: number; name: string; title: string }>;
  tags: Array<{ slug: string; name: string }>;
};

/** A row of the desk's events list. */
export type AdminEventListItem = Pick<
  AdminEvent,
  "id" | "slug" | "title" | "category" | "starts_at" | "ends_at" | "capacity" | "attendees_count" | "is_past" | "url"
> &
  ContentState;

/** A WebP the server cut an uploaded image to, read at `url` (/api/v1/media/images/...). */
export type AdminImageVariant = { url: string; width: number; height: number };

/** An image the desk uploaded (POST /api/v1/admin/content/images): `url`, `width` and `height` are its largest variant's. */
export type AdminImage = {
  id: number;
  purpose: "cover" | "logo";
  alt: string;
  url: string;
  width: number;
  height: number;
  /** Largest first. */
  variants: AdminImageVariant[];
};

/** The editable fields of a content page (rules, terms, privacy ...), as the desk's form sends them back (validation/content/page.ts). */
export type AdminContentPageContent = {
  title: string;
  slug: string;
  summary: string;
  /** Rich text (shared/rich-text.ts, its paragraphs joined until a blank line). */
  body: string;
};

export type AdminContentPage = AdminContentPageContent &
  ContentState & {
    id: number;
    /** The public page's path. */
    url: string;
    /** Slugs the page had before; each still leads to it. */
    former_slugs: string[];
  };

/** A row of the desk's content pages list. */
export type AdminContentPageListItem = Pick<AdminContentPage, "id" | "slug" | "title" | "summary" | "url"> &
  ContentState;

/** The editable fields of an FAQ question, as the desk's form sends them back (validation/content/faq.ts). */
export type AdminFaqItemContent = {
  category_id: number;
  question: string;
  /** Rich text (shared/rich-text.ts, its paragraphs joined until a blank line). */
  answer: string;
  /** Its place in its category (smaller first). */
  sort_order: number;
};

export type AdminFaqItem = AdminFaqItemContent &
  ContentState & {
    id: number;
    category: { id: number; title: string };
    /** The public page's path (/faq/item/{category}/{id}). */
    url: string;
    /** Always empty: a question is addressed by its id, so no old address to keep. */
    former_slugs: string[];
  };

/** A row of the desk's FAQ list. */
export type AdminFaqItemListItem = Pick<AdminFaqItem, "id" | "category" | "question" | "sort_order" | "url"> &
  ContentState;

/** The editable fields of an FAQ category (validation/content/faq.ts). */
export type AdminFaqCategoryContent = { title: string; slug: string; description: string; sort_order: number };

/** An FAQ category in the desk: its fields, how many questions it holds and how many of them the public sees. */
export type AdminFaqCategory = AdminFaqCategoryContent & {
  id: number;
  items_count: number;
  public_items_count: number;
};
/** A business's fields as the content desk edits them (validation/content/business.ts). */
export type AdminBusinessContent = {
  name: string;
  slug: string;
  tagline: string;
  /** Rich text (shared/rich-text.ts, a paragraph a line). */
  description: string;
  category: string;
  /** idea | mvp | market | growth (shared/types/businesses.ts). */
  stage: string;
  logo: string;
  logo_alt: string | null;
  cover: string;
  cover_alt: string | null;
  website: string | null;
  /** Jalali year. */
  founded_year: number | null;
  city: string;
  /** The gallery in its order: each picture with what it shows (its alt text and caption). */
  gallery: Array<{ image: string; caption: string }>;
  /** "In one glance": the figures in their order. */
  stats: Array<{ label: string; value: number; unit: string | null }>;
  /** The path: chapters (a Jalali year each) with their moments (ISO 8601 days), in order. */
  timelines: Array<{
    title: string;
    year: number;
    items: Array<{ title: string; description: string; happened_at: string }>;
  }>;
  /** The team in its order; each photo an uploaded square picture or the drawn face. */
  members: Array<{ name: string; role: string; avatar: string }>;
};

export type AdminBusiness = AdminBusinessContent &
  ContentState & {
    id: number;
    stage_label: string;
    /** The public page's path. */
    url: string;
    /** Slugs the business had before; each still leads to it. */
    former_slugs: string[];
  };

/** A row of the desk's businesses list. */
export type AdminBusinessListItem = Pick<
  AdminBusiness,
  "id" | "slug" | "name" | "tagline" | "category" | "stage" | "stage_label" | "url"
> &
  ContentState;

/** The editable fields of a job position (validation/content/job.ts): the salary in toman (the public API answers rials), the last day to apply as an instant. */
export type AdminJobPositionContent = {
  unit_id: number;
  title: string;
  type: JobType;
  city: string;
  summary: string;
  /** Rich text (shared/rich-text.ts), as the position's page reads it. */
  description: string;
  requirements: string[];
  benefits: string[];
  /** Toman a month; null: negotiable. */
  salary_min_toman: number | null;
  salary_max_toman: number | null;
  experience_years: number;
  /** The end of the last day to apply (ISO 8601); null: open until filled. */
  expires_at: string | null;
};

export type AdminJobPosition = AdminJobPositionContent &
  ContentState & {
    id: number;
    unit: { id: number; name: string };
    /** When the public first saw it (set again when it is published after being taken down). */
    posted_at: string;
    /** Its last day to apply has passed: the public sees it, closed. */
    is_expired: boolean;
    /** The public page's path (/jobs/{id}). */
    url: string;
    /** Always empty: a position is addressed by its id, so no old address to keep. */
    former_slugs: string[];
  };

/** A row of the desk's list of positions. */
export type AdminJobPositionListItem = Pick<
  AdminJobPosition,
  "id" | "title" | "unit" | "type" | "city" | "expires_at" | "is_expired" | "url"
> &
  ContentState;

/** The editable fields of a career unit (validation/content/job.ts). */
export type AdminJobUnitContent = { name: string; slug: string; description: string; sort_order: number };

/** A career unit in the desk: its fields, its state, its public address (the jobs list filtered by it), how many positions it holds and how many of them are open on the site. */
export type AdminJobUnit = AdminJobUnitContent &
  ContentState & {
    id: number;
    url: string;
    former_slugs: string[];
    positions_count: number;
    open_positions_count: number;
  };

/** A career unit in the desk's list. */
export type AdminJobUnitListItem = Omit<AdminJobUnit, "description" | "former_slugs">;

/** The editable fields of a hi-tech project (validation/content/hitech.ts): the budget in toman (the public API answers rials). */
export type AdminHitechProjectContent = {
  title: string;
  summary: string;
  /** Rich text (shared/rich-text.ts), as the project's page reads it. */
  description: string;
  field: HitechField;
  /** recruiting | in-progress | completed: the public API's `status`. */
  stage: HitechStatus;
  partner: string;
  cover: string;
  cover_alt: string | null;
  needs: string[];
  technologies: string[];
  /** Toman; null: settled with the team. */
  budget_toman: number | null;
  duration_months: number;
};

export type AdminHitechProject = AdminHitechProjectContent &
  ContentState & {
    id: number;
    field_label: string;
    stage_label: string;
    /** The public page's path (/projects/{id}). */
    url: string;
    /** Always empty: a project is addressed by its id, so no old address to keep. */
    former_slugs: string[];
  };

/** A row of the desk's list of projects. */
export type AdminHitechProjectListItem = Pick<
  AdminHitechProject,
  "id" | "title" | "partner" | "field" | "field_label" | "stage" | "stage_label" | "url"
> &
  ContentState;

/** The editable fields of a present (validation/content/present.ts): prices in toman (the public API answers rials), the last day as an instant. */
export type AdminPresentContent = {
  title: string;
  slug: string;
  summary: string;
  /** Rich text (shared/rich-text.ts), as the present's page reads it. */
  description: string;
  kind: PresentKind;
  image: string;
  image_alt: string | null;
  /** Toman; null: free. */
  price_toman: number | null;
  /** Toman before the discount; null: none. */
  original_price_toman: number | null;
  includes: string[];
  conditions: string[];
  /** The end of its last day (ISO 8601); null: no end. */
  valid_until: string | null;
};

export type AdminPresent = AdminPresentContent &
  ContentState & {
    id: number;
    kind_label: string;
    /** Its last day has passed: the list hides it, its page says so. */
    is_expired: boolean;
    /** The public page's path. */
    url: string;
    /** Slugs the present had before; each still leads to it. */
    former_slugs: string[];
  };

/** A row of the desk's list of presents. */
export type AdminPresentListItem = Pick<
  AdminPresent,
  "id" | "slug" | "title" | "kind" | "kind_label" | "valid_until" | "is_expired" | "url"
> &
  ContentState;
/** The editable fields of a workspace plan (validation/content/workspace.ts): the price in toman a period (the public API answers rials). */
export type AdminPlanContent = {
  location_id: number;
  service_id: number;
  title: string;
  description: string;
  period: PlanPeriod;
  price_toman: number;
  capacity: number;
  amenities: string[];
  sort_order: number;
};

export type AdminPlan = AdminPlanContent &
  ContentState & {
    id: number;
    /** Its space, with whether the public sees it and its branch (a plan in a hidden space or branch is not offered). */
    location: { id: number; name: string; branch_name: string; is_public: boolean };
    service: { id: number; title: string };
    /** Reservation requests it takes for one day (set in the reservation calendar); null: no limit. */
    daily_capacity: number | null;
    /** Where the public sees it (/workspaces, under its space). */
    url: string;
    /** Always empty: a plan has no address of its own. */
    former_slugs: string[];
  };

/** A row of the desk's list of plans. */
export type AdminPlanListItem = Pick<
  AdminPlan,
  "id" | "title" | "location" | "service" | "period" | "price_toman" | "capacity" | "url"
> &
  ContentState;

/** The editable fields of a workspace space (validation/content/workspace.ts). */
export type AdminSpaceContent = {
  branch_id: number;
  name: string;
  description: string;
  floor: string | null;
  capacity: number;
  amenities: string[];
  image: string;
  image_alt: string | null;
  /** The gallery in the order shown (the public API's `gallery`); each caption is the picture's alt text. */
  gallery: Array<{ image: string; caption: string }>;
  sort_order: number;
};

export type AdminSpace = AdminSpaceContent &
  ContentState & {
    id: number;
    /** Its branch; a hidden branch takes the space off the site, whatever the space's own state. */
    branch: { id: number; name: string; is_public: boolean };
    /** How many plans it has, and how many of them the public sees while the space is public. */
    plans_count: number;
    url: string;
    former_slugs: string[];
  };

/** A row of the desk's list of spaces. */
export type AdminSpaceListItem = Pick<
  AdminSpace,
  "id" | "name" | "branch" | "floor" | "capacity" | "image" | "plans_count" | "url"
> &
  ContentState;

/** The editable fields of a workspace branch (validation/content/branch.ts); its dated closed days are the reservation calendar's. */
export type AdminBranchContent = {
  name: string;
  /** The /workspaces?branch= filter's value: made from its name when none is sent; a changed one's old slug keeps answering (308). */
  slug: string;
  description: string;
  address: string;
  city: string;
  phone: string;
  hours: string;
  lat: number;
  lng: number;
  image: string;
  image_alt: string | null;
  /** JavaScript's weekday numbers (0 Sunday … 5 Friday, 6 Saturday). */
  closed_weekdays: number[];
  sort_order: number;
};

export type AdminBranch = AdminBranchContent &
  ContentState & {
    id: number;
    /** How many spaces it has (whatever their state). */
    spaces_count: number;
    url: string;
    former_slugs: string[];
  };

/** A row of the desk's list of branches. */
export type AdminBranchListItem = Pick<
  AdminBranch,
  "id" | "name" | "city" | "address" | "image" | "spaces_count" | "url"
> &
  ContentState;

/** The editable fields of a mentor's profile (validation/content/mentor.ts): the session price in toman (the public API answers rials). */
export type AdminMentorContent = {
  category_id: number;
  name: string;
  title: string;
  company: string | null;
  /** Rich text (shared/rich-text.ts), as the mentor's page reads it. */
  bio: string;
  topics: string[];
  avatar: string;
  /** What the avatar shows; null for the drawn initials. */
  avatar_alt: string | null;
  years_of_experience: number;
  /** Toman a session; 0: free. */
  session_price_toman: number;
  /** The https address of the LinkedIn profile, or null. */
  linkedin: string | null;
  sessions_count: number;
};

export type AdminMentor = AdminMentorContent &
  ContentState & {
    id: number;
    category: { id: number; name: string };
    /** The "become a mentor" request this profile was made from, if any. */
    source_request_id: number | null;
    /** The public page's path (/mentors/{id}). */
    url: string;
    /** Always empty: a mentor is addressed by its id, so no old address to keep. */
    former_slugs: string[];
  };

/** A row of the desk's list of mentors. */
export type AdminMentorListItem = Pick<
  AdminMentor,
  "id" | "name" | "title" | "company" | "category" | "avatar" | "url"
> &
  ContentState;

/** The editable fields of a freelancer's profile (validation/content/freelancer.ts): the hourly rate in toman (the public API answers rials), each social link an https address or null. */
export type AdminFreelancerContent = {
  category_id: number;
  name: string;
  title: string;
  city: string;
  /** Rich text (shared/rich-text.ts), as the freelancer's page reads it. */
  bio: string;
  skills: string[];
  avatar: string;
  /** What the avatar shows; null for the drawn initials. */
  avatar_alt: string | null;
  years_of_experience: number;
  /** Toman an hour. */
  hourly_rate_toman: number;
  /** Takes new work now. */
  available: boolean;
  instagram: string | null;
  linkedin: string | null;
  twitter: string | null;
  telegram: string | null;
};

export type AdminFreelancer = AdminFreelancerContent &
  ContentState & {
    id: number;
    category: { id: number; name: string };
    /** The registration this profile was made from, if any. */
    source_request_id: number | null;
    /** The resume the freelancer sent, if any; shown on their page only while `resume_public`. */
    resume_url: string | null;
    /** Whether the freelancer chose to show their resume: the desk may hide or remove it, never show it for them. */
    resume_public: boolean;
    /** The public page's path (/freelancers/{id}). */
    url: string;
    /** Always empty: a freelancer is addressed by its id, so no old address to keep. */
    former_slugs: string[];
  };

/** A row of the desk's list of freelancers. */
export type AdminFreelancerListItem = Pick<
  AdminFreelancer,
  "id" | "name" | "title" | "city" | "available" | "category" | "avatar" | "url"
> &
  ContentState;

/** How many items a kind of content holds in all and in each state (published counts the scheduled too). */
export type ContentStateCounts = { all: number } & Record<ContentStatus | "scheduled", number>;
/** The editable fields of a discount code (validation/content/coupon.ts): the code is its identity (upper-cased, Latin letters, digits and dashes). */
export type AdminCouponContent = {
  code: string;
  title: string;
  /** Percent off, 1 to 100. */
  percent: number;
  /** The services' slugs it applies to; empty: every service. */
  services: string[];
  /** Not valid before (ISO 8601); null: from its publishing on. */
  starts_at: string | null;
  /** Not valid after (ISO 8601); null: no end. */
  valid_until: string | null;
  /** Reservation requests that may carry it; null: no limit. */
  max_uses: number | null;
};

export type AdminCoupon = AdminCouponContent &
  ContentState & {
    id: number;
    /** The reservation requests that carried it so far. */
    uses: number;
    /** Where the public uses it: the reservation form. */
    url: string;
    /** Always empty: a code has no address of its own. */
    former_slugs: string[];
  };

/** A row of the desk's list of discount codes. */
export type AdminCouponListItem = Pick<
  AdminCoupon,
  "id" | "code" | "title" | "percent" | "services" | "starts_at" | "valid_until" | "max_uses" | "uses" | "url"
> &
  ContentState;
