import "server-only";
// The table of each kind the content desk edits, named as the desk's counts name the kinds
// (shared/content.ts COUNTED_CONTENT_KINDS): one list for the desk's counts (./state-counts.ts) and
// the next scheduled publication (./next-publication.ts).
import {
  branches,
  businesses,
  contentPages,
  coupons,
  events,
  faqItems,
  freelancers,
  hitechProjects,
  jobPositions,
  jobUnits,
  locationPlans,
  locations,
  mentors,
  presents,
} from "@/server/db/schema";
import type { CountedContentKind } from "@/shared/content";
import type { ContentTable } from "./writes";

export const CONTENT_TABLES: Record<CountedContentKind, ContentTable> = {
  events,
  pages: contentPages,
  faq: faqItems,
  businesses,
  jobs: jobPositions,
  job_units: jobUnits,
  projects: hitechProjects,
  presents,
  spaces: locations,
  plans: locationPlans,
  mentors,
  freelancers,
  branches,
  coupons,
};
