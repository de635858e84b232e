import "server-only";
import type { RequestDetail, RequestFile, RequestReceipt } from "@/shared/types/requests";
import { kindLabel, statusLabel } from "@/shared/request-labels";
import type { requestStatusHistory, requests, uploads } from "@/server/db/schema";

type RequestRow = typeof requests.$inferSelect;

export function toReceipt(row: RequestRow): RequestReceipt {
  return {
    id: row.id,
    tracking_code: row.trackingCode,
    kind: row.kind,
    kind_label: kindLabel(row.kind),
    status: row.status,
    status_label: statusLabel(row.status),
    subject_title: row.subjectTitle,
    created_at: row.createdAt.toISOString(),
  };
}

export function toDetail(
  row: RequestRow,
  history: Array<typeof requestStatusHistory.$inferSelect>,
  files?: Array<typeof uploads.$inferSelect>,
  withPayload = false,
): RequestDetail {
  return {
    ...toReceipt(row),
    full_name: row.fullName,
    mobile: row.mobile,
    history: history.map((h) => ({
      status: h.status,
      status_label: statusLabel(h.status),
      note: h.note,
      created_at: h.createdAt.toISOString(),
    })),
    ...(files ? { files: files.map(toFile) } : {}),
    ...(withPayload ? { payload: row.payload } : {}),
  };
}

export function toFile(file: typeof uploads.$inferSelect): RequestFile {
  return {
    id: file.id,
    field: file.field,
    name: file.originalName,
    size: file.size,
    mime: file.mime,
    url: `/api/v1/upload/file?id=${file.id}`,
  };
}
