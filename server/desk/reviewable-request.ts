import "server-only";
// The gate every request page and decision passes: the request exists and lies in this staff
// member's queue. Its own module because the case, the decisions and the profile publisher all
// open a request through it.
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { requests } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import { intParam } from "@/server/catalog/query";
import type { StaffCaller } from "@/server/staff/access";
import { canReview } from "@/shared/staff";

export const REQUEST_NOT_IN_QUEUE = "این درخواست پیدا نشد یا در صف شما نیست.";

/** The request row, if this staff member may review its kind (otherwise it is not in their queue: 404). */
export async function reviewableRequest(db: Database, staff: StaffCaller, id: number) {
  const [row] = await db.select().from(requests).where(eq(requests.id, id)).limit(1);
  if (!row || !canReview(staff.access, row.kind)) throw notFound(REQUEST_NOT_IN_QUEUE);
  return row;
}

/** The {id} of an admin request route; anything but a number is no request (404). */
export async function requestIdOf(params: Promise<{ id: string }>): Promise<number> {
  const id = intParam((await params).id);
  if (!id) throw notFound(REQUEST_NOT_IN_QUEUE);
  return id;
}
