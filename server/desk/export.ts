import "server-only";
// A queue as CSV for Excel (issue 13, "Export"): UTF-8 with a byte-order mark so Excel reads the
// Persian, Jalali dates, and streamed a batch at a time (keyset on id), so 100,000 rows never sit
// in memory at once. Cells that a spreadsheet would run as a formula are defused.
import { and, asc, desc, eq, gt, lt } from "drizzle-orm";
import { aliasedTable } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { requests, users } from "@/server/db/schema";
import { formatJalaliDateTime } from "@/shared/format/date";
import { kindLabel, statusLabel } from "@/shared/request-labels";
import type { StaffAccess } from "@/shared/staff";
import { displayName } from "@/server/auth/sign-in";
import { queueConditions, type QueueFilter } from "./queue";

const BATCH = 500;
/** The byte-order mark that tells Excel the file is UTF-8 (made from its code: it is not page text). */
const BOM = String.fromCharCode(0xfeff);

export const EXPORT_COLUMNS = [
  "کد پیگیری",
  "نوع درخواست",
  "موضوع",
  "وضعیت",
  "نام",
  "موبایل",
  "تاریخ ثبت",
  "آخرین تغییر",
  "مسئول",
  "آخرین تماس",
] as const;

/** One CSV cell: quoted when it holds a separator, a quote or a line break; a leading = + - @ (or tab/CR) is prefixed with ' so Excel shows it as text. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (cells: Array<string | null | undefined>) => `${cells.map(csvCell).join(",")}\r\n`;

const assignees = aliasedTable(users, "assignee");

export function queueCsv(db: Database, access: StaffAccess, filter: QueueFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const where = queueConditions(access, filter, true);
  const newestFirst = filter.sort !== "oldest";
  let lastId: number | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${BOM}${line([...EXPORT_COLUMNS])}`));
        return;
      }
      const after = lastId === undefined ? undefined : newestFirst ? lt(requests.id, lastId) : gt(requests.id, lastId);
      const rows = await db
        .select({ request: requests, assignee: assignees })
        .from(requests)
        .leftJoin(assignees, eq(assignees.id, requests.assigneeId))
        .where(and(where, after))
        .orderBy(newestFirst ? desc(requests.id) : asc(requests.id))
        .limit(BATCH);
      if (!rows.length) {
        controller.close();
        return;
      }
      lastId = rows.at(-1)!.request.id;
      const text = rows
        .map(({ request: r, assignee }) =>
          line([
            r.trackingCode,
            kindLabel(r.kind),
            r.subjectTitle,
            statusLabel(r.status),
            r.fullName,
            r.mobile,
            formatJalaliDateTime(r.createdAt, "short"),
            formatJalaliDateTime(r.updatedAt, "short"),
            assignee ? displayName(assignee) : "",
            r.lastCalledAt ? formatJalaliDateTime(r.lastCalledAt, "short") : "",
          ]),
        )
        .join("");
      controller.enqueue(encoder.encode(text));
    },
  });
}
