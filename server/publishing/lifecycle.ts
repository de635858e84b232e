import "server-only";
// Which content the public sees (issue 14, shared/content.ts): published, and past its publish_at
// when one is set. Every public read of a kind with a lifecycle filters through here, so a draft,
// an archived item or one scheduled for later never leaks into a list, a page, search, the
// sitemap (it reads the lists) or a form that names it.
import { and, eq, isNull, lte, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { branches, coupons, events, jobPositions, jobUnits, locationPlans, locations } from "@/server/db/schema";

type LifecycleColumns = { status: AnyColumn; publishAt: AnyColumn };

/** Public at `now`: published, and its publish_at (if any) has come. */
export function publicContent(columns: LifecycleColumns, now: Date = new Date()): SQL {
  return and(eq(columns.status, "published"), or(isNull(columns.publishAt), lte(columns.publishAt, now)))!;
}

/** The events the public sees. */
export const publicEvent = (now?: Date): SQL => publicContent(events, now);

/** The workspace branches the public sees. */
export const publicBranch = (now?: Date): SQL => publicContent(branches, now);

/** The workspace spaces the public sees: public themselves, in a branch the public sees (a hidden branch takes its spaces, and so their plans, off with it). */
export function publicLocation(now?: Date): SQL {
  return and(
    publicContent(locations, now),
    sql`exists (select 1 from ${branches} where ${branches.id} = ${locations.branchId} and ${publicBranch(now)})`,
  )!;
}

/** The plans the public sees: public themselves, in a space the public sees (a hidden space takes its plans off with it). */
export function publicPlan(now?: Date): SQL {
  return and(
    publicContent(locationPlans, now),
    sql`exists (select 1 from ${locations} where ${locations.id} = ${locationPlans.locationId} and ${publicLocation(now)})`,
  )!;
}

/** The discount codes the coupon check knows (a draft, an archived or a scheduled code is unknown). */
export const publicCoupon = (now?: Date): SQL => publicContent(coupons, now);

/** The career units the public sees (the jobs list's filter, the general application form's choices). */
export const publicJobUnit = (now?: Date): SQL => publicContent(jobUnits, now);

/** The job positions the public sees: public themselves, in a unit the public sees (a hidden unit takes its positions off with it). */
export function publicJobPosition(now?: Date): SQL {
  return and(
    publicContent(jobPositions, now),
    sql`exists (select 1 from ${jobUnits} where ${jobUnits.id} = ${jobPositions.unitId} and ${publicJobUnit(now)})`,
  )!;
}
