import "server-only";
// Creating a request of any kind (DESIGN "Forms"; issue "Requests"): one shared path so every
// form gets the same guarantees. Validated with the form's own schema; anonymous forms pass a
// captcha; the body is capped by the files it may carry; files are checked by their bytes and
// size; an Idempotency-Key (scoped to the caller and the endpoint, bound to the body) makes a
// double submit store one request; the request, its first status and its files are stored in one
// transaction; an SMS within the SMS budget confirms the tracking code.
import { log } from "@/server/log";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ZodType } from "zod";
import { invalidatePublicContent } from "@/server/cache/invalidate";
import { kindLabel, type RequestKind } from "@/shared/request-labels";
import { sha256 } from "@/server/auth/crypto";
import { currentCaller, presentedToken, type Caller } from "@/server/auth/request-auth";
import { displayName } from "@/server/auth/sign-in";
import { checkCaptcha } from "@/server/captcha/captcha";
import type { Database } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { requests, requestStatusHistory, uploads } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import { apiHandler } from "@/server/http/handler";
import { DEFAULT_MAX_BODY_BYTES } from "@/server/http/request-guard";
import { ValidationFailure } from "@/server/http/validation";
import { clientIp, clientNetwork } from "@/server/http/client-address";
import { enforce } from "@/server/rate-limit";
import { sendSms } from "@/server/sms";
import { alertNewRequest } from "@/server/desk/staff-alerts";
import { fileStorage } from "@/server/storage";
import { FILE_KIND_INFO } from "@/server/uploads/file-types";
import { checkFiles, readIncoming, type FileRule, type Incoming } from "@/server/uploads/incoming";
import { CAPTCHA_MESSAGES } from "@/validation/requests/captcha-messages";
import { senderContact } from "@/validation/requests/common";
import { uploadRule, type UploadSpec } from "@/validation/requests/uploads";
import { isIranMobile } from "@/validation/validators";
import { newTrackingCode } from "./tracking-code";
import { toReceipt } from "./serialize";

export type { FileRule };

export type Subject = { id: number; title: string };

/** The number and name stored on a request. */
export type RequestContact = { mobile: string; fullName: string };

type ContactOf<T> = (input: T, caller: Caller | undefined) => RequestContact;

/**
 * A field whose value the form picks from a list that lives in the database (a category, say):
 * a value no longer on it is the field's error (422), not a missing page.
 */
export type ListChoice<T> = {
  [K in keyof T]: { field: K; exists: (db: Database, value: T[K]) => Promise<boolean>; message: string };
}[keyof T];

/** A `ListChoice` written on one line: the field, how to look its value up, and what to tell the sender. */
export const fromList = <K extends string, V>(
  field: K,
  exists: (db: Database, value: V) => Promise<boolean>,
  message: string,
) => ({ field, exists, message });

type SenderFields = { mobile: string; full_name: string };

export type RequestKindConfig<T> = {
  kind: RequestKind;
  schema: ZodType<T>;
  /** Signed-in users only (401 otherwise). */
  requiresUser?: boolean;
  /**
   * Anonymous senders solve a captcha (field `altcha`: the ALTCHA widget's payload). On unless the
   * route is for signed-in users only, who never owe one.
   */
  captcha?: boolean;
  /** Raw file rules; the forms' own files go in `uploads`. */
  files?: Record<string, FileRule>;
  /** The files the form sends, by their specs (validation/requests/uploads), so a route cannot drift from its form. */
  uploads?: { required?: Record<string, UploadSpec>; optional?: Record<string, UploadSpec> };
  /** A field that must be one of a list's values; checked before `subject`. */
  choice?: ListChoice<NoInfer<T>>;
  /** The entity the request is about; throw to refuse (404, 422). */
  subject?: (input: T, db: Database) => Promise<Subject | undefined>;
  /** Work done in the same transaction (e.g. taking an event seat). */
  inTransaction?: (tx: Database, input: T, subject: Subject | undefined) => Promise<void>;
  /** The public content the stored request changes (e.g. an event's seats left): its cache tags. */
  changes?: (subject: Subject | undefined) => string[];
} & (T extends SenderFields
  ? /** Who sent it: by default the sender's fields as `senderFields` names them. */
    { contact?: ContactOf<T> }
  : { contact: ContactOf<T> });

/** The contact of a signed-in user's request (routes with `requiresUser`): the account's mobile and name. */
export function accountContact(_input: unknown, caller: Caller | undefined): RequestContact {
  if (!caller) throw new HttpError(401);
  return { mobile: caller.user.mobile, fullName: displayName(caller.user) };
}

function contactOf<T>(config: RequestKindConfig<T>, input: T, caller: Caller | undefined): RequestContact {
  const contact = config.contact as ContactOf<T> | undefined;
  return contact ? contact(input, caller) : senderContact(input as SenderFields);
}

/** Every file rule of a kind: its raw rules and its upload specs. */
function fileRules(config: RequestKindConfig<unknown>): Record<string, FileRule> | undefined {
  const { files, uploads } = config;
  if (!files && !uploads) return undefined;
  // The specs name their extensions as plain strings; the byte check knows them as file kinds.
  const rulesOf = (specs: Record<string, UploadSpec> | undefined, required: boolean): Record<string, FileRule> =>
    Object.fromEntries(
      Object.entries(specs ?? {}).map(([field, spec]) => [field, uploadRule(spec, { required }) as FileRule]),
    );
  return { ...files, ...rulesOf(uploads?.required, true), ...rulesOf(uploads?.optional, false) };
}

/** The fields as the form sent them, less the captcha (checked and spent; nothing to keep). */
function storedPayload(input: unknown): Record<string, unknown> {
  const { altcha: _altcha, ...rest } = input as Record<string, unknown>;
  return rest;
}

/** The stored form of an Idempotency-Key: only this caller, on this endpoint, can ever meet it. */
function scopedIdempotencyKey(request: Request, kind: RequestKind, caller: Caller | undefined): string | null {
  const key = request.headers.get("idempotency-key")?.trim().slice(0, 100);
  if (!key) return null;
  const who = caller ? `user:${caller.user.id}` : `anonymous:${clientIp(request)}`;
  return sha256(`${kind}|${who}|${key}`);
}

/** What a replay must repeat: the fields (less the captcha, which a retry may solve anew) and the files' bytes. */
function bodyFingerprint({ fields, files }: Incoming): string {
  const kept = Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key !== "altcha")
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const fileParts = [...files].map(([field, { file, bytes }]) => [field, file.name, sha256(bytes)]).sort();
  return sha256(JSON.stringify([kept, fileParts]));
}

const KEY_REUSED =
  "این شناسه تکرار (Idempotency-Key) پیش‌تر برای درخواست دیگری به کار رفته است؛ صفحه را تازه کنید و دوباره بفرستید.";

async function replayed(db: Database, idempotencyKey: string, fingerprint: string): Promise<Response | undefined> {
  const [existing] = await db.select().from(requests).where(eq(requests.idempotencyKey, idempotencyKey)).limit(1);
  if (!existing) return undefined;
  if (existing.idempotencyBodyHash !== fingerprint) throw new ValidationFailure("_", KEY_REUSED);
  return Response.json(toReceipt(existing), {
    status: 200,
    headers: { "Idempotent-Replayed": "true", "Cache-Control": "no-store" },
  });
}

export const SESSION_LAPSED_MESSAGE = "نشست شما به پایان رسیده است؛ دوباره تلاش کنید.";

/** The route handler of a request kind: JSON, or multipart capped by the files it may carry. */

export function requestRoute<T>(config: RequestKindConfig<T>) {
  const files = fileRules(config as RequestKindConfig<unknown>);
  const fileBytes = Object.values(files ?? {}).reduce((sum, rule) => sum + rule.maxBytes, 0);
  return apiHandler((request: Request) => createRequest(request, config, files), {
    body: files ? "multipart" : "json",
    maxBytes: DEFAULT_MAX_BODY_BYTES + fileBytes + (files ? 64 * 1024 : 0),
  });
}

export async function createRequest<T>(
  request: Request,
  config: RequestKindConfig<T>,
  files = fileRules(config as RequestKindConfig<unknown>),
): Promise<Response> {
  const caller = await currentCaller(request);
  // A session that was sent but has lapsed (the short-lived access token) must not turn a
  // signed-in sender into an anonymous one, who would owe a captcha their form never showed:
  // 401, so the browser renews the session and sends again (or, signed out, shows the captcha).
  if (!caller && presentedToken(request)) throw new HttpError(401, SESSION_LAPSED_MESSAGE);
  if (config.requiresUser && !caller) throw new HttpError(401);
  const db = await getDb();
  const incoming = await readIncoming(request);
  const { fields } = incoming;
  const idempotencyKey = scopedIdempotencyKey(request, config.kind, caller);
  const fingerprint = bodyFingerprint(incoming);
  if (idempotencyKey) {
    const replay = await replayed(db, idempotencyKey, fingerprint);
    if (replay) return replay;
  }

  const input = config.schema.parse(fields);
  if ((config.captcha ?? !config.requiresUser) && !caller) {
    if (!(await checkCaptcha(fields.altcha))) throw new ValidationFailure("altcha", CAPTCHA_MESSAGES.failed);
  }
  const accepted = checkFiles(incoming.files, files ?? {});
  await enforce(`request:${config.kind}:${clientNetwork(request)}`, 30, 3600);
  const choice = config.choice as ListChoice<T> | undefined;
  if (choice && !(await choice.exists(db, input[choice.field])))
    throw new ValidationFailure(String(choice.field), choice.message);
  const subject = config.subject ? await config.subject(input, db) : undefined;
  const { mobile, fullName } = contactOf(config, input, caller);

  // Files first (outside the transaction); removed again if the transaction fails.
  const stored = accepted.map((a) => ({ ...a, storedName: `${randomUUID()}.${a.kind}` }));
  for (const file of stored) await fileStorage().put(file.storedName, file.bytes);

  let created: typeof requests.$inferSelect;
  try {
    created = await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      if (config.inTransaction) await config.inTransaction(t, input, subject);
      const [row] = await t
        .insert(requests)
        .values({
          kind: config.kind,
          trackingCode: newTrackingCode(),
          userId: caller?.user.id ?? null,
          mobile,
          fullName,
          subjectId: subject?.id ?? null,
          subjectTitle: subject?.title ?? null,
          payload: storedPayload(input),
          idempotencyKey,
          idempotencyBodyHash: idempotencyKey ? fingerprint : null,
        })
        .returning();
      await t.insert(requestStatusHistory).values({ requestId: row!.id, status: "received", note: null });
      if (stored.length) {
        await t.insert(uploads).values(
          stored.map((f) => ({
            requestId: row!.id,
            userId: caller?.user.id ?? null,
            field: f.field,
            originalName: f.file.name.slice(0, 200),
            storedName: f.storedName,
            mime: FILE_KIND_INFO[f.kind].mime,
            size: f.bytes.byteLength,
          })),
        );
      }
      return row!;
    });
  } catch (error) {
    for (const file of stored) await fileStorage().delete(file.storedName);
    // The same key raced in from a double click: answer what the first one stored.
    if (idempotencyKey) {
      const replay = await replayed(db, idempotencyKey, fingerprint);
      if (replay) return replay;
    }
    throw error;
  }

  if (config.changes) invalidatePublicContent(config.changes(subject));

  // Names nothing the sender typed: the number may be a stranger's, and this text must not become
  // a way to send them a message of someone else's choosing. A landline (the contact form takes
  // any phone) gets no SMS.
  if (isIranMobile(mobile)) {
    await sendSms(
      {
        to: mobile,
        kind: "notice",
        tokens: [created.trackingCode, kindLabel(config.kind)],
        text: `«${kindLabel(config.kind)}» شما با کد پیگیری ${created.trackingCode} در آوینوکس ثبت شد. پس از بررسی با شما تماس می‌گیریم.`,
      },
      { ip: clientIp(request), userId: caller?.user.id },
    ).catch((error: unknown) =>
      log.error({ err: error instanceof Error ? error.name : "error" }, "confirmation sms not sent"),
    );
  }

  // The reviewers of this kind hear of it; the visitor does not wait for that.
  void alertNewRequest(db, created).catch((error: unknown) =>
    log.error({ err: error instanceof Error ? error.name : "error" }, "staff alert failed"),
  );

  return Response.json(toReceipt(created), { status: 201, headers: { "Cache-Control": "no-store" } });
}
