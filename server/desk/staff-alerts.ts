import "server-only";
// Reviewers hear of work without watching the desk (issue 13, "Staff are told"): a new request
// alerts the reviewers of its kind (the admins when nobody reviews it), and a daily digest tells
// each reviewer what still waits. By e-mail when the member has an address and mail is configured,
// otherwise by SMS through the SMS budget. The texts carry no requester's personal data: the desk
// link and the tracking code are enough.
import { log } from "@/server/log";
import { and, asc, inArray, isNull, notInArray } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { requests, siteSettings } from "@/server/db/schema";
import { countAll } from "@/server/catalog/query";
import { serverEnv } from "@/server/env";
import { mailer } from "@/server/mail";
import { sendSms } from "@/server/sms";
import { listStaff, type StaffMember } from "@/server/staff/members";
import { formatNumberFa } from "@/shared/format/number";
import { tehranHour, tehranToday } from "@/shared/format/date";
import { kindLabel, type RequestKind } from "@/shared/request-labels";
import { canReview, reviewableKinds } from "@/shared/staff";
import { FINAL_STATUSES } from "@/shared/request-workflow";

type Alert = { subject: string; text: string };

async function tell(member: StaffMember, alert: Alert): Promise<"email" | "sms" | "skipped"> {
  const env = serverEnv();
  const mail = env.STAFF_ALERTS === "email" && member.email ? mailer() : null;
  if (mail) {
    await mail.send({ to: member.email!, subject: alert.subject, text: alert.text });
    return "email";
  }
  const sent = await sendSms({ to: member.mobile, kind: "notice", text: alert.text, tokens: [alert.subject] }, {});
  return sent.outcome === "sent" ? "sms" : "skipped";
}

/** Who hears of a request of this kind: its reviewers, or the admins when it has none. */
function audienceOf(team: StaffMember[], kind: string): StaffMember[] {
  const reviewers = team.filter((m) => m.role === "reviewer" && canReview(m, kind));
  return reviewers.length ? reviewers : team.filter((m) => m.role === "admin");
}

const deskLink = (path: string) => new URL(path, serverEnv().SITE_URL).toString();

export async function alertNewRequest(
  db: Database,
  request: { id: number; kind: string; trackingCode: string },
): Promise<void> {
  if (serverEnv().STAFF_ALERTS === "off") return;
  const audience = audienceOf(await listStaff(db), request.kind);
  const alert = {
    subject: `درخواست تازه: ${kindLabel(request.kind)}`,
    text: `درخواست تازه «${kindLabel(request.kind)}» با کد ${request.trackingCode} در صف بررسی آوینوکس است: ${deskLink(`/admin/requests/${request.id}`)}`,
  };
  for (const member of audience) {
    await tell(member, alert).catch((error: unknown) =>
      log.error({ err: error instanceof Error ? error.name : "error" }, "staff alert not sent"),
    );
  }
}

/** What waits for one member: open requests of its kinds, per kind, and how many nobody has called. */
async function waitingFor(db: Database, member: StaffMember) {
  const kinds = reviewableKinds(member);
  const open = and(inArray(requests.kind, kinds), notInArray(requests.status, [...FINAL_STATUSES]));
  const [perKind, [{ uncalled } = { uncalled: 0 }]] = await Promise.all([
    db
      .select({ kind: requests.kind, count: countAll })
      .from(requests)
      .where(open)
      .groupBy(requests.kind)
      .orderBy(asc(requests.kind)),
    db
      .select({ uncalled: countAll })
      .from(requests)
      .where(and(open, isNull(requests.lastCalledAt))),
  ]);
  return { perKind: perKind as Array<{ kind: RequestKind; count: number }>, uncalled };
}

/**
 * Sends today's digest once, whichever instance gets here first (the day's mark in site_settings
 * is claimed before anything is sent). Answers how many members were told, or undefined when
 * today's digest had already gone.
 */
export async function sendDailyDigest(db: Database, now = new Date()): Promise<number | undefined> {
  const claimed = await db
    .insert(siteSettings)
    .values({ key: `staff_digest:${tehranToday(now)}`, value: { at: now.toISOString() } })
    .onConflictDoNothing({ target: siteSettings.key })
    .returning();
  if (!claimed.length) return undefined;
  let told = 0;
  for (const member of (await listStaff(db)).filter((m) => m.role === "reviewer" || m.role === "admin")) {
    const { perKind, uncalled } = await waitingFor(db, member);
    const total = perKind.reduce((sum, row) => sum + row.count, 0);
    if (!total) continue;
    const lines = perKind.map((row) => `${kindLabel(row.kind)}: ${formatNumberFa(row.count)}`).join("، ");
    const text = `در صف بررسی آوینوکس ${formatNumberFa(total)} درخواست باز است (${lines})؛ ${formatNumberFa(uncalled)} درخواست هنوز تماس نگرفته است: ${deskLink("/admin/requests?not_called=1")}`;
    const outcome = await tell(member, {
      subject: `گزارش روزانه صف بررسی: ${formatNumberFa(total)} درخواست باز`,
      text,
    }).catch(() => "skipped" as const);
    if (outcome !== "skipped") told += 1;
  }
  return told;
}

let digestTimer: NodeJS.Timeout | undefined;

/** Checks every few minutes whether today's digest hour (Tehran) has come; runs in every instance, sends once. */
export function scheduleDailyDigest(openDb: () => Promise<Database>): void {
  const hour = serverEnv().STAFF_DIGEST_HOUR;
  if (hour === undefined || digestTimer) return;
  const check = async () => {
    if (tehranHour(new Date()) < hour) return;
    await sendDailyDigest(await openDb()).catch((error: unknown) =>
      log.error({ err: error instanceof Error ? error.name : typeof error }, "staff digest failed"),
    );
  };
  digestTimer = setInterval(() => void check(), 5 * 60 * 1000);
  digestTimer.unref();
}
