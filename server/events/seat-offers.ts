import "server-only";
// A freed event seat goes to the waiting list (issue 13, "Events"): the next person (oldest first,
// not offered before) gets an SMS link that holds the seat for EVENT_SEAT_HOLD_MINUTES. While an
// offer is pending its seat counts as taken (events.attendees_count), so a new registration cannot
// grab it; accepting seats the person, declining or letting it lapse passes it on, and when nobody
// is left the seat is given back. The link's token is random (CSPRNG) and stored only hashed.
// Lapsed offers are swept lazily (lists, offer pages, registrations) and on a timer; the sweep's
// conditional update lets exactly one sweeper win each offer, across instances.
import { log } from "@/server/log";
import { and, asc, eq, gt, inArray, lt, notExists, notInArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { events, eventSeatOffers, requests, requestStatusHistory } from "@/server/db/schema";
import { randomToken, sha256 } from "@/server/auth/crypto";
import { audit } from "@/server/audit/log";
import { entityTags } from "@/server/cache/public-reads";
import { invalidatePublicContent } from "@/server/cache/invalidate";
import { serverEnv } from "@/server/env";
import { HttpError, notFound } from "@/server/http/errors";
import { sendSms } from "@/server/sms";
import { formatJalaliDateTime } from "@/shared/format/date";
import { FINAL_STATUSES } from "@/shared/request-workflow";
import {
  isSeatOfferToken,
  SEAT_OFFER_STATUSES,
  type SeatOfferStatus,
  type SeatOfferView,
} from "@/shared/types/desk-events";
import { WAITLIST_SUFFIX } from "@/validation/requests/event-attendance-terms";

export const OFFER_NOT_FOUND = "این پیوند معتبر نیست یا دیگر وجود ندارد.";
export const OFFER_EXPIRED = "مهلت این پیشنهاد تمام شده است و جای خالی به نفر بعدی فهرست انتظار رسید.";
export const OFFER_DECLINED = "این پیشنهاد را پیش‌تر نپذیرفته‌اید و جای خالی به نفر بعدی فهرست انتظار رسید.";
export const OFFER_ACCEPTED = "این جای خالی را پیش‌تر پذیرفته‌اید.";
export const ACCEPTED_NOTE = "جای خالی رویداد از فهرست انتظار پذیرفته شد.";

/** An offer made in a transaction, whose SMS goes once the transaction has committed. */
export type OfferMade = {
  token: string;
  mobile: string;
  eventId: number;
  eventTitle: string;
  trackingCode: string;
  expiresAt: Date;
};

export type OfferRow = typeof eventSeatOffers.$inferSelect;

export const offerLink = (token: string) => new URL(`/events/offer/${token}`, serverEnv().SITE_URL).toString();

/** A waiting-list registration that still waits: not final, on the waiting list. */
export const isWaiting = sql<boolean>`coalesce((${requests.payload}->>'waitlist')::boolean, false)`;

/**
 * Runs inside a transaction, after a seat held by someone (a seated registration, a pending offer)
 * has been let go: the next person waiting gets it on hold, or, with nobody waiting, the seat is
 * given back (attendees_count − 1). The event's row is locked so two releases never offer one
 * person twice.
 */
export async function passSeatOn(t: Database, eventId: number, now = new Date()): Promise<OfferMade | null> {
  const [event] = await t
    .select({ id: events.id, title: events.title })
    .from(events)
    .where(eq(events.id, eventId))
    .for("update");
  if (!event) return null;
  const [next] = await t
    .select({ id: requests.id, mobile: requests.mobile, trackingCode: requests.trackingCode })
    .from(requests)
    .where(
      and(
        eq(requests.kind, "event-attendance"),
        eq(requests.subjectId, eventId),
        isWaiting,
        notInArray(requests.status, [...FINAL_STATUSES]),
        notExists(
          t.select({ id: eventSeatOffers.id }).from(eventSeatOffers).where(eq(eventSeatOffers.requestId, requests.id)),
        ),
      ),
    )
    .orderBy(asc(requests.createdAt), asc(requests.id))
    .limit(1);
  if (!next) {
    await t
      .update(events)
      .set({ attendeesCount: sql`greatest(${events.attendeesCount} - 1, 0)` })
      .where(eq(events.id, eventId));
    return null;
  }
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + serverEnv().EVENT_SEAT_HOLD_MINUTES * 60_000);
  await t.insert(eventSeatOffers).values({ eventId, requestId: next.id, tokenHash: sha256(token), expiresAt });
  return { token, mobile: next.mobile, eventId, eventTitle: event.title, trackingCode: next.trackingCode, expiresAt };
}

/**
 * Runs inside the transaction that closes an event registration (cancelled at the desk, rejected
 * by a decision): the seat it held, seated or on a pending offer, passes on. A registration still
 * only waiting held nothing, and frees nothing.
 */
export async function releaseSeatOf(
  t: Database,
  registration: { id: number; subjectId: number | null; payload: Record<string, unknown> },
): Promise<{ freed: boolean; offer: OfferMade | null }> {
  if (registration.subjectId === null) return { freed: false, offer: null };
  const heldOffer = await t
    .update(eventSeatOffers)
    .set({ status: "declined", decidedAt: sql`now()` })
    .where(and(eq(eventSeatOffers.requestId, registration.id), eq(eventSeatOffers.status, "pending")))
    .returning({ id: eventSeatOffers.id });
  const freed = registration.payload.waitlist !== true || heldOffer.length > 0;
  return { freed, offer: freed ? await passSeatOn(t, registration.subjectId) : null };
}

/** The SMS of an offer (names the event and the deadline, nothing anyone typed), through the SMS budget. */
export async function sendOfferSms(offer: OfferMade): Promise<void> {
  const link = offerLink(offer.token);
  const text = `یک جای خالی در رویداد «${offer.eventTitle}» آوینوکس تا ${formatJalaliDateTime(offer.expiresAt)} برای شما نگه داشته شده است. برای پذیرفتن یا نپذیرفتن: ${link}`;
  await sendSms({ to: offer.mobile, kind: "notice", text, tokens: [offer.trackingCode, link] }, {}).catch(
    (error: unknown) => log.error({ err: error instanceof Error ? error.name : "error" }, "seat offer sms not sent"),
  );
}

/** After the transaction: the SMS of each offer made, and the public pages of the events whose seats changed. */
export async function afterSeatChanges(offers: Array<OfferMade | null>, eventIds: Iterable<number>): Promise<void> {
  for (const offer of offers) if (offer) await sendOfferSms(offer);
  invalidatePublicContent([...new Set(eventIds)].flatMap((id) => entityTags("event", id)));
}

/**
 * Lapses every pending offer past its time (of one event, or all) and passes each seat on. Only
 * the sweeper whose conditional update changes an offer's row acts on it. Answers how many lapsed.
 */
export async function sweepExpiredOffers(db: Database, eventId?: number, now = new Date()): Promise<number> {
  const { lapsed, made } = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const lapsed = await t
      .update(eventSeatOffers)
      .set({ status: "expired", decidedAt: now })
      .where(
        and(
          eq(eventSeatOffers.status, "pending"),
          lt(eventSeatOffers.expiresAt, now),
          eventId === undefined ? undefined : eq(eventSeatOffers.eventId, eventId),
        ),
      )
      .returning();
    const made: Array<OfferMade | null> = [];
    for (const offer of lapsed) made.push(await passSeatOn(t, offer.eventId, now));
    return { lapsed, made };
  });
  if (lapsed.length)
    await afterSeatChanges(
      made,
      lapsed.map((offer) => offer.eventId),
    );
  return lapsed.length;
}

/** Sweeps lapsed offers every minute in every instance (each offer passes on once, whoever sweeps it). */
let sweepTimer: NodeJS.Timeout | undefined;
export function scheduleSeatOfferSweep(openDb: () => Promise<Database>): void {
  if (sweepTimer) return;
  const sweep = async () => {
    await sweepExpiredOffers(await openDb()).catch((error: unknown) =>
      log.error({ err: error instanceof Error ? error.name : typeof error }, "seat offer sweep failed"),
    );
  };
  sweepTimer = setInterval(() => void sweep(), 60 * 1000);
  sweepTimer.unref();
}

async function offerByToken(db: Database, token: string) {
  if (!isSeatOfferToken(token)) throw notFound(OFFER_NOT_FOUND);
  const [row] = await db
    .select({ offer: eventSeatOffers, request: requests, event: events })
    .from(eventSeatOffers)
    .innerJoin(requests, eq(requests.id, eventSeatOffers.requestId))
    .innerJoin(events, eq(events.id, eventSeatOffers.eventId))
    .where(eq(eventSeatOffers.tokenHash, sha256(token)))
    .limit(1);
  if (!row) throw notFound(OFFER_NOT_FOUND);
  return row;
}

type OfferWithContext = Awaited<ReturnType<typeof offerByToken>>;

function toView(row: OfferWithContext): SeatOfferView {
  const status = row.offer.status as SeatOfferStatus;
  return {
    status,
    status_label: SEAT_OFFER_STATUSES[status] ?? status,
    expires_at: row.offer.expiresAt.toISOString(),
    event: {
      id: row.event.id,
      slug: row.event.slug,
      title: row.event.title,
      starts_at: row.event.startsAt.toISOString(),
      location_title: row.event.locationTitle,
    },
    full_name: row.request.fullName,
    tracking_code: status === "accepted" ? row.request.trackingCode : null,
  };
}

/** What the SMS link shows; a lapsed offer is swept first, so it reads as expired. */
export async function viewOffer(db: Database, token: string, now = new Date()): Promise<SeatOfferView> {
  const row = await offerByToken(db, token);
  if (row.offer.status === "pending" && row.offer.expiresAt < now) {
    await sweepExpiredOffers(db, row.event.id, now);
    return toView(await offerByToken(db, token));
  }
  return toView(row);
}

function refusal(status: string): HttpError {
  if (status === "declined") return new HttpError(410, OFFER_DECLINED);
  if (status === "accepted") return new HttpError(409, OFFER_ACCEPTED);
  return new HttpError(410, OFFER_EXPIRED);
}

/** Decides a pending offer still within its time; false when it was decided already or has lapsed (one claim wins). */
async function claimOffer(t: Database, offerId: number, status: "accepted" | "declined", now: Date): Promise<boolean> {
  const won = await t
    .update(eventSeatOffers)
    .set({ status, decidedAt: now })
    .where(
      and(eq(eventSeatOffers.id, offerId), eq(eventSeatOffers.status, "pending"), gt(eventSeatOffers.expiresAt, now)),
    )
    .returning({ id: eventSeatOffers.id });
  return won.length > 0;
}

/** A claim that lost: the same answer again when the offer already went this way; otherwise why not (a lapsed offer is passed on first). */
async function afterLostClaim(
  db: Database,
  row: OfferWithContext,
  wanted: "accepted" | "declined",
  now: Date,
): Promise<SeatOfferView> {
  if (row.offer.status === wanted) return toView(row);
  if (row.offer.status === "pending") await sweepExpiredOffers(db, row.event.id, now);
  throw refusal(row.offer.status === "pending" ? "expired" : row.offer.status);
}

/** Accepting seats the waiting person (the held seat becomes theirs). Again after accepting: the same answer. After the time: 410. */
export async function acceptOffer(db: Database, token: string, now = new Date()): Promise<SeatOfferView> {
  const row = await offerByToken(db, token);
  const accepted = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    if (!(await claimOffer(t, row.offer.id, "accepted", now))) return false;
    const title = row.request.subjectTitle?.endsWith(WAITLIST_SUFFIX)
      ? row.request.subjectTitle.slice(0, -WAITLIST_SUFFIX.length)
      : row.request.subjectTitle;
    await t
      .update(requests)
      .set({
        payload: sql`jsonb_set(${requests.payload}, '{waitlist}', 'false'::jsonb)`,
        subjectTitle: title,
        version: sql`${requests.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(requests.id, row.request.id));
    await t
      .insert(requestStatusHistory)
      .values({ requestId: row.request.id, status: row.request.status, note: ACCEPTED_NOTE });
    await audit(t, {
      actorId: null,
      action: "event.offer_accept",
      entity: "request",
      entityId: row.request.id,
      before: { waitlist: true },
      after: { waitlist: false, offer_id: row.offer.id },
    });
    return true;
  });
  if (!accepted) return afterLostClaim(db, row, "accepted", now);
  invalidatePublicContent(entityTags("event", row.event.id));
  return toView(await offerByToken(db, token));
}

/** Declining passes the seat on at once. */
export async function declineOffer(db: Database, token: string, now = new Date()): Promise<SeatOfferView> {
  const row = await offerByToken(db, token);
  const result = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    if (!(await claimOffer(t, row.offer.id, "declined", now))) return undefined;
    await audit(t, {
      actorId: null,
      action: "event.offer_decline",
      entity: "request",
      entityId: row.request.id,
      after: { offer_id: row.offer.id },
    });
    return { made: await passSeatOn(t, row.event.id, now) };
  });
  if (!result) return afterLostClaim(db, row, "declined", now);
  await afterSeatChanges([result.made], [row.event.id]);
  return toView(await offerByToken(db, token));
}

/** The latest offer of each of these registrations. */
export async function latestOffers(db: Database, requestIds: number[]): Promise<Map<number, OfferRow>> {
  const latest = new Map<number, OfferRow>();
  if (!requestIds.length) return latest;
  const rows = await db
    .select()
    .from(eventSeatOffers)
    .where(inArray(eventSeatOffers.requestId, requestIds))
    .orderBy(asc(eventSeatOffers.createdAt), asc(eventSeatOffers.id));
  for (const row of rows) latest.set(row.requestId, row);
  return latest;
}
