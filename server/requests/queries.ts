import "server-only";
// Reading requests back: by tracking code and mobile (anyone), and a signed-in user's own.
import { asc, desc, eq, inArray } from "drizzle-orm";
import { firstRow } from "@/server/catalog/find";
import { ownedBy, readPage } from "@/server/catalog/list";
import type { Database } from "@/server/db/client";
import { requests, requestStatusHistory, uploads } from "@/server/db/schema";
import type { Pagination } from "@/server/http/pagination";
import { toDetail } from "./serialize";

type RequestRow = typeof requests.$inferSelect;

async function details(db: Database, row: RequestRow, withFiles: boolean, withPayload: boolean) {
  const [history, files] = await Promise.all([
    db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, row.id))
      .orderBy(asc(requestStatusHistory.createdAt), asc(requestStatusHistory.id)),
    withFiles
      ? db.select().from(uploads).where(eq(uploads.requestId, row.id)).orderBy(asc(uploads.id))
      : Promise.resolve(undefined),
  ]);
  return toDetail(row, history, files, withPayload);
}

export async function findByTrackingCode(db: Database, code: string, mobile: string) {
  const row = await firstRow(
    db,
    requests,
    eq(requests.trackingCode, code.trim().toUpperCase()),
    eq(requests.mobile, mobile),
  );
  return row ? details(db, row, false, false) : undefined;
}

export async function listUserRequests(db: Database, userId: number, page: Pagination, kind?: string | null) {
  const where = [ownedBy(requests, userId), kind ? eq(requests.kind, kind) : undefined];
  return readPage(db, requests, { where, order: [desc(requests.createdAt), desc(requests.id)] }, page);
}

export async function findUserRequest(db: Database, userId: number, id: number) {
  const row = await firstRow(db, requests, ownedBy(requests, userId, id));
  return row ? details(db, row, true, true) : undefined;
}

export async function userUploads(db: Database, userId: number) {
  const rows = await db
    .select({ upload: uploads, request: requests })
    .from(uploads)
    .innerJoin(requests, eq(requests.id, uploads.requestId))
    .where(eq(uploads.userId, userId))
    .orderBy(desc(uploads.createdAt));
  return rows;
}

export async function uploadsOf(db: Database, ids: number[]) {
  return ids.length ? db.select().from(uploads).where(inArray(uploads.id, ids)) : [];
}
