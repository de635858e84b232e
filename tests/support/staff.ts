// Staff accounts for the desk's API tests: a number put on the team with a role (as
// `npm run staff:create` or an admin in the desk would), signed in with a fresh session.
import { createSession } from "@/server/auth/sessions";
import { findOrCreateUser } from "@/server/auth/users";
import { requests, requestStatusHistory } from "@/server/db/schema";
import { addStaff } from "@/server/staff/members";
import type { RequestKind } from "@/shared/request-labels";
import type { StaffRole } from "@/shared/staff";
import type { TestDb } from "./http";

export type Account = { id: number; mobile: string; token: string };

let mobileCounter = 0;

/** A number no other account of this test file has. */
export function nextMobile(): string {
  mobileCounter += 1;
  return `0935${String(mobileCounter).padStart(7, "0")}`;
}

/** A signed-in account that is not on the team. */
export async function userAccount(firstName = "کاربر"): Promise<Account> {
  const user = await findOrCreateUser(nextMobile(), { firstName, lastName: "عادی" });
  const { access_token } = await createSession(user.id, { clientId: "web" });
  return { id: user.id, mobile: user.mobile, token: access_token };
}

/** The member with this number (made if new), signed in on the web; `auth` is their Authorization header. */
export async function signedInMember(mobile: string): Promise<Account & { auth: Record<string, string> }> {
  const user = await findOrCreateUser(mobile);
  const { access_token } = await createSession(user.id, { clientId: "web" });
  return { id: user.id, mobile: user.mobile, token: access_token, auth: { authorization: `Bearer ${access_token}` } };
}

/** A signed-in staff member with this role (and, for a reviewer, these kinds). */
export async function staffAccount(
  db: TestDb,
  role: StaffRole,
  kinds: RequestKind[] = [],
  firstName = "همکار",
): Promise<Account> {
  const account = await userAccount(firstName);
  await addStaff(db, account.mobile, { role, kinds }, { id: null });
  return account;
}

let codeCounter = 0;

/** A request as a visitor's form would have stored it, status "received", straight into the database. */
export async function storeRequest(
  db: TestDb,
  fields: {
    kind: RequestKind;
    fullName?: string;
    mobile?: string;
    payload?: Record<string, unknown>;
    createdAt?: Date;
    userId?: number | null;
    subjectId?: number;
    subjectTitle?: string;
  },
): Promise<typeof requests.$inferSelect> {
  codeCounter += 1;
  const [row] = await db
    .insert(requests)
    .values({
      kind: fields.kind,
      trackingCode: `AVX-TEST-${String(codeCounter).padStart(4, "0")}`,
      mobile: fields.mobile ?? nextMobile(),
      fullName: fields.fullName ?? "درخواست‌دهنده آزمایشی",
      payload: fields.payload ?? {},
      userId: fields.userId ?? null,
      subjectId: fields.subjectId ?? null,
      subjectTitle: fields.subjectTitle ?? null,
      ...(fields.createdAt ? { createdAt: fields.createdAt, updatedAt: fields.createdAt } : {}),
    })
    .returning();
  await db.insert(requestStatusHistory).values({
    requestId: row!.id,
    status: "received",
    note: null,
    ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
  });
  return row!;
}

type Handler = (request: Request, context: never) => Promise<Response>;

/** A call to an admin route handler as this account: GET, or a JSON body (POST unless `method` says otherwise), with `{id}` as the route's param. */
export function callAs(
  account: Account,
  handler: Handler,
  path: string,
  options: { id?: number; body?: unknown; method?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${account.token}`,
    "x-avinox-client-ip": "10.78.0.1",
  };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const request = new Request(`http://localhost/api/v1/${path}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return handler(request, (options.id ? { params: Promise.resolve({ id: String(options.id) }) } : undefined) as never);
}
