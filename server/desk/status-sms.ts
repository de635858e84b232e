import "server-only";
// The SMS a requester may get when the team decides (issue 13, "Decisions"): one template per kind
// and status, kept in site_settings ("status_sms") so admins edit them in the desk, with a default
// for every status. A template names only what the site knows ({code}, {kind}, {status}), never
// text a requester or a note typed.
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { siteSettings } from "@/server/db/schema";
import {
  kindLabel,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  statusLabel,
  type RequestKind,
  type RequestStatus,
} from "@/shared/request-labels";
import { canMove } from "@/shared/request-workflow";
import type { DeskSmsTemplate } from "@/shared/types/desk";

const SETTING_KEY = "status_sms";

export const STATUS_SMS_DEFAULTS: Partial<Record<RequestStatus, string>> = {
  "in-review": "«{kind}» شما با کد پیگیری {code} در آوینوکس در حال بررسی است.",
  "needs-info":
    "برای بررسی «{kind}» با کد پیگیری {code} به اطلاعات بیشتری نیاز داریم؛ همکاران ما با شما تماس می‌گیرند.",
  approved: "«{kind}» شما با کد پیگیری {code} در آوینوکس تایید شد. برای هماهنگی با شما تماس می‌گیریم.",
  rejected: "متأسفیم، «{kind}» شما با کد پیگیری {code} در آوینوکس پذیرفته نشد. جزئیات در صفحه پیگیری آمده است.",
  contacted: "«{kind}» شما با کد پیگیری {code} به مرحله «{status}» رسید.",
};

/** Templates admins wrote, by "kind:status". */
export async function statusSmsOverrides(db: Database): Promise<Record<string, string>> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, SETTING_KEY)).limit(1);
  return (row?.value as Record<string, string> | undefined) ?? {};
}

export async function saveStatusSmsTemplate(
  db: Database,
  kind: string,
  status: string,
  text: string | null,
): Promise<void> {
  const current = await statusSmsOverrides(db);
  const next = { ...current };
  if (text) next[`${kind}:${status}`] = text;
  else delete next[`${kind}:${status}`];
  await db
    .insert(siteSettings)
    .values({ key: SETTING_KEY, value: next })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: next, updatedAt: sql`now()` } });
}

export function fillTemplate(template: string, values: { code: string; kind: string; status: string }): string {
  return template
    .replaceAll("{code}", values.code)
    .replaceAll("{kind}", kindLabel(values.kind))
    .replaceAll("{status}", statusLabel(values.status));
}

/** The text to send for this kind and status, or undefined when there is none. */
export async function statusSmsText(
  db: Database,
  kind: string,
  status: string,
  code: string,
): Promise<string | undefined> {
  const template = (await statusSmsOverrides(db))[`${kind}:${status}`] ?? STATUS_SMS_DEFAULTS[status as RequestStatus];
  return template ? fillTemplate(template, { code, kind, status }) : undefined;
}

/** Every kind and status a decision can reach, with the text that would go now. */
export async function listStatusSmsTemplates(db: Database): Promise<DeskSmsTemplate[]> {
  const overrides = await statusSmsOverrides(db);
  const kinds = Object.keys(REQUEST_KINDS) as RequestKind[];
  return kinds.flatMap((kind) =>
    (Object.keys(STATUS_SMS_DEFAULTS) as RequestStatus[])
      .filter((status) => reachable(kind, status))
      .map((status) => {
        const custom = overrides[`${kind}:${status}`];
        return {
          kind,
          kind_label: kindLabel(kind),
          status,
          status_label: statusLabel(status),
          text: custom ?? STATUS_SMS_DEFAULTS[status]!,
          custom: custom !== undefined,
        };
      }),
  );
}

/** Some status of this kind's workflow leads to `status`. */
function reachable(kind: string, status: RequestStatus): boolean {
  return (Object.keys(REQUEST_STATUSES) as RequestStatus[]).some((from) => canMove(kind, from, status));
}
