// The admin API's role matrix (tests/api/desk/role-matrix*.test.ts): the six kinds of caller,
// what each role may do, their signed-in accounts and a stored reservation, and the check that
// calls an endpoint as each caller and compares the statuses with what it expects.
import { beforeAll, expect, it } from "vitest";
import { withFreshDatabase } from "./database";
import { staffAccount, storeRequest, userAccount, type Account } from "./staff";

export type Caller = "anonymous" | "user" | "reviewer" | "reviewer of ideas" | "editor" | "admin";
export const CALLERS: Caller[] = ["anonymous", "user", "reviewer", "reviewer of ideas", "editor", "admin"];
export type Handler = (request: Request, context: never) => Promise<Response>;
export type Endpoint = {
  name: string;
  method: string;
  handler: Handler;
  path: string;
  body?: () => unknown;
  id?: () => string;
  params?: Record<string, string>;
  expect: Record<Caller, number>;
};

/** Who may review a reservation: the reviewers of every kind and admins. */
export const reviewsReservations = (allowed: number): Record<Caller, number> => ({
  anonymous: 401,
  user: 403,
  reviewer: allowed,
  "reviewer of ideas": 404,
  editor: 403,
  admin: allowed,
});
export const anyReviewer = (allowed: number): Record<Caller, number> => ({
  anonymous: 401,
  user: 403,
  reviewer: allowed,
  "reviewer of ideas": allowed,
  editor: 403,
  admin: allowed,
});
/** The content desk: editors and admins. */
export const editsContent = (allowed: number): Record<Caller, number> => ({
  anonymous: 401,
  user: 403,
  reviewer: 403,
  "reviewer of ideas": 403,
  editor: allowed,
  admin: allowed,
});
export const adminOnly = (allowed: number): Record<Caller, number> => ({
  anonymous: 401,
  user: 403,
  reviewer: 403,
  "reviewer of ideas": 403,
  editor: 403,
  admin: allowed,
});

export type RoleAccounts = Record<Exclude<Caller, "anonymous">, Account>;

/** A fresh database (inside a `describe`) with an account of each kind and a stored reservation. */
export function roleMatrixSetup() {
  const database = withFreshDatabase();
  const accounts = {} as RoleAccounts;
  const reservation = { id: 0 };

  beforeAll(async () => {
    const db = database.handle().db;
    accounts.user = await userAccount();
    accounts.reviewer = await staffAccount(db, "reviewer");
    accounts["reviewer of ideas"] = await staffAccount(db, "reviewer", ["idea"]);
    accounts.editor = await staffAccount(db, "editor");
    accounts.admin = await staffAccount(db, "admin");
    reservation.id = (await storeRequest(db, { kind: "reservation", fullName: "مینا کرمانی" })).id;
  });

  return { accounts, reservation };
}

/** One test per endpoint: called as each caller, it answers what `endpoint.expect` says. */
export function itAnswersEachCaller(endpoints: Endpoint[], accounts: RoleAccounts) {
  for (const endpoint of endpoints) {
    it(`${endpoint.name}: 401 / 403 / 404 / allowed by role`, async () => {
      const seen = {} as Record<Caller, number>;
      for (const caller of CALLERS) {
        const headers: Record<string, string> = { "x-avinox-client-ip": "10.77.0.1" };
        if (caller !== "anonymous") headers.authorization = `Bearer ${accounts[caller].token}`;
        const body = endpoint.body?.();
        if (body !== undefined) headers["content-type"] = "application/json";
        const request = new Request(`http://localhost/api/v1/${endpoint.path}`, {
          method: endpoint.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const context = endpoint.params
          ? { params: Promise.resolve(endpoint.params) }
          : endpoint.id
            ? { params: Promise.resolve({ id: endpoint.id() }) }
            : undefined;
        const response = await endpoint.handler(request, context as never);
        seen[caller] = response.status;
        if (response.status >= 400) {
          const envelope = (await response.json()) as { message?: string };
          // Refusals speak Persian, in the contract's envelope.
          expect(envelope.message, `${endpoint.name} as ${caller}`).toMatch(/[\u0600-\u06FF]/);
        }
      }
      expect(seen).toEqual(endpoint.expect);
    });
  }
}
