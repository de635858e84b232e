// Every admin endpoint, called by each kind of caller (issue 13's role matrix): nobody signed in
// gets 401, an ordinary user 403, and each staff role exactly what it may do: a reviewer of
// another kind does not even learn that a reservation exists (404), an editor reviews nothing,
// only an admin manages the team and reads the audit log.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as audit } from "@/app/api/v1/admin/audit/route";
import { GET as contentBusiness } from "@/app/api/v1/admin/content/businesses/[id]/route";
import { GET as contentBusinesses } from "@/app/api/v1/admin/content/businesses/route";
import { GET as contentCounts } from "@/app/api/v1/admin/content/counts/route";
import { GET as contentJob } from "@/app/api/v1/admin/content/jobs/[id]/route";
import { GET as contentJobUnit } from "@/app/api/v1/admin/content/jobs/units/[id]/route";
import { GET as contentJobUnitVersions } from "@/app/api/v1/admin/content/jobs/units/[id]/versions/route";
import { GET as contentJobUnits } from "@/app/api/v1/admin/content/jobs/units/route";
import { GET as contentEventChoices } from "@/app/api/v1/admin/content/events/choices/route";
import { GET as contentJobs } from "@/app/api/v1/admin/content/jobs/route";
import { POST as discardSiteSettingDraft } from "@/app/api/v1/admin/content/site/[key]/discard/route";
import { PUT as saveSiteSettingDraft } from "@/app/api/v1/admin/content/site/[key]/draft/route";
import { POST as publishSiteSettingDraft } from "@/app/api/v1/admin/content/site/[key]/publish/route";
import { GET as contentSiteSetting, PUT as saveSiteSetting } from "@/app/api/v1/admin/content/site/[key]/route";
import { GET as contentSite } from "@/app/api/v1/admin/content/site/route";
import { GET as contentProject } from "@/app/api/v1/admin/content/projects/[id]/route";
import { GET as contentProjects } from "@/app/api/v1/admin/content/projects/route";
import { GET as contentPresent } from "@/app/api/v1/admin/content/presents/[id]/route";
import { GET as contentPresents } from "@/app/api/v1/admin/content/presents/route";
import { GET as contentCoupon } from "@/app/api/v1/admin/content/coupons/[id]/route";
import { GET as contentCoupons } from "@/app/api/v1/admin/content/coupons/route";
import { GET as contentPlan } from "@/app/api/v1/admin/content/plans/[id]/route";
import { GET as contentPlans } from "@/app/api/v1/admin/content/plans/route";
import { GET as contentBranch } from "@/app/api/v1/admin/content/branches/[id]/route";
import { GET as contentBranches } from "@/app/api/v1/admin/content/branches/route";
import { GET as contentSpace } from "@/app/api/v1/admin/content/spaces/[id]/route";
import { GET as contentSpaces } from "@/app/api/v1/admin/content/spaces/route";
import { GET as contentFreelancer } from "@/app/api/v1/admin/content/freelancers/[id]/route";
import { GET as contentFreelancers } from "@/app/api/v1/admin/content/freelancers/route";
import { GET as contentMentor } from "@/app/api/v1/admin/content/mentors/[id]/route";
import { GET as contentMentors } from "@/app/api/v1/admin/content/mentors/route";
import { GET as contentFaqItem } from "@/app/api/v1/admin/content/faq/[id]/route";
import { GET as contentFaqCategories } from "@/app/api/v1/admin/content/faq/categories/route";
import { GET as contentFaq } from "@/app/api/v1/admin/content/faq/route";
import { POST as loginAs } from "@/app/api/v1/admin/login-as/route";
import { GET as me } from "@/app/api/v1/admin/me/route";
import { GET as smsTemplates, PUT as saveSmsTemplate } from "@/app/api/v1/admin/sms-templates/route";
import { GET as dashboard } from "@/app/api/v1/admin/dashboard/route";
import { POST as assign } from "@/app/api/v1/admin/requests/[id]/assign/route";
import { POST as calls } from "@/app/api/v1/admin/requests/[id]/calls/route";
import { POST as notes } from "@/app/api/v1/admin/requests/[id]/notes/route";
import { POST as profile } from "@/app/api/v1/admin/requests/[id]/profile/route";
import { GET as requestCase } from "@/app/api/v1/admin/requests/[id]/route";
import { POST as status } from "@/app/api/v1/admin/requests/[id]/status/route";
import { GET as queue } from "@/app/api/v1/admin/requests/route";
import { GET as summary } from "@/app/api/v1/admin/requests/summary/route";
import { GET as exportCsv } from "@/app/api/v1/admin/requests/export/route";
import { DELETE as removeMember, PATCH as changeMember } from "@/app/api/v1/admin/staff/[id]/route";
import { GET as staffList, POST as addMember } from "@/app/api/v1/admin/staff/route";
import { authCookieNames } from "@/server/auth/cookies";
import { withFreshDatabase } from "../../support/database";
import { nextMobile, staffAccount, storeRequest, userAccount, type Account } from "../../support/staff";

type Caller = "anonymous" | "user" | "reviewer" | "reviewer of ideas" | "editor" | "admin";
const CALLERS: Caller[] = ["anonymous", "user", "reviewer", "reviewer of ideas", "editor", "admin"];
type Handler = (request: Request, context: never) => Promise<Response>;
type Endpoint = {
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
const reviewsReservations = (allowed: number): Record<Caller, number> => ({
  anonymous: 401,
  user: 403,
  reviewer: allowed,
  "reviewer of ideas": 404,
  editor: 403,
  admin: allowed,
});
const anyReviewer = (allowed: number): Record<Caller, number> => ({
  anonymous: 401,
  user: 403,
  reviewer: allowed,
  "reviewer of ideas": allowed,
  editor: 403,
  admin: allowed,
});
/** The content desk: editors and admins. */
const editsContent = (allowed: number): Record<Caller, number> => ({
  anonymous: 401,
  user: 403,
  reviewer: 403,
  "reviewer of ideas": 403,
  editor: allowed,
  admin: allowed,
});
const adminOnly = (allowed: number): Record<Caller, number> => ({
  anonymous: 401,
  user: 403,
  reviewer: 403,
  "reviewer of ideas": 403,
  editor: 403,
  admin: allowed,
});

describe("the admin API's role matrix", () => {
  const database = withFreshDatabase();
  const accounts = {} as Record<Exclude<Caller, "anonymous">, Account>;
  let reservationId = 0;

  beforeAll(async () => {
    const db = database.handle().db;
    accounts.user = await userAccount();
    accounts.reviewer = await staffAccount(db, "reviewer");
    accounts["reviewer of ideas"] = await staffAccount(db, "reviewer", ["idea"]);
    accounts.editor = await staffAccount(db, "editor");
    accounts.admin = await staffAccount(db, "admin");
    reservationId = (await storeRequest(db, { kind: "reservation", fullName: "مینا کرمانی" })).id;
  });

  const id = () => String(reservationId);
  const endpoints: Endpoint[] = [
    {
      name: "GET admin/me",
      method: "GET",
      handler: me,
      path: "admin/me",
      expect: { anonymous: 401, user: 403, reviewer: 200, "reviewer of ideas": 200, editor: 200, admin: 200 },
    },
    { name: "GET admin/requests", method: "GET", handler: queue, path: "admin/requests", expect: anyReviewer(200) },
    {
      name: "GET admin/dashboard",
      method: "GET",
      handler: dashboard,
      path: "admin/dashboard",
      expect: anyReviewer(200),
    },
    {
      name: "GET admin/requests/export",
      method: "GET",
      handler: exportCsv,
      path: "admin/requests/export",
      expect: anyReviewer(200),
    },
    {
      name: "GET admin/requests/summary",
      method: "GET",
      handler: summary,
      path: "admin/requests/summary",
      expect: anyReviewer(200),
    },
    {
      name: "GET admin/requests/{id}",
      method: "GET",
      handler: requestCase,
      path: "admin/requests/x",
      id,
      expect: reviewsReservations(200),
    },
    // A move the workflow does not allow: the role check passes, then the move is refused (409), so the matrix changes nothing.
    {
      name: "POST admin/requests/{id}/status",
      method: "POST",
      handler: status,
      path: "admin/requests/x/status",
      id,
      body: () => ({ status: "contacted", version: 1 }),
      expect: reviewsReservations(409),
    },
    {
      name: "POST admin/requests/{id}/notes",
      method: "POST",
      handler: notes,
      path: "admin/requests/x/notes",
      id,
      body: () => ({ text: "یادداشت" }),
      expect: reviewsReservations(201),
    },
    {
      name: "POST admin/requests/{id}/calls",
      method: "POST",
      handler: calls,
      path: "admin/requests/x/calls",
      id,
      body: () => ({ outcome: "no-answer" }),
      expect: reviewsReservations(201),
    },
    {
      name: "POST admin/requests/{id}/assign",
      method: "POST",
      handler: assign,
      path: "admin/requests/x/assign",
      id,
      body: () => ({ assignee_id: null, version: 999 }),
      expect: reviewsReservations(409),
    },
    // A reservation makes no profile: the role check passes, then the kind is refused (422).
    {
      name: "POST admin/requests/{id}/profile",
      method: "POST",
      handler: profile,
      path: "admin/requests/x/profile",
      id,
      body: () => ({}),
      expect: reviewsReservations(422),
    },
    { name: "GET admin/staff", method: "GET", handler: staffList, path: "admin/staff", expect: adminOnly(200) },
    {
      name: "POST admin/staff",
      method: "POST",
      handler: addMember,
      path: "admin/staff",
      body: () => ({ mobile: nextMobile(), role: "editor" }),
      expect: adminOnly(201),
    },
    {
      name: "PATCH admin/staff/{id}",
      method: "PATCH",
      handler: changeMember,
      path: "admin/staff/x",
      id: () => String(accounts.editor.id),
      body: () => ({ role: "editor" }),
      expect: adminOnly(200),
    },
    {
      name: "DELETE admin/staff/{id}",
      method: "DELETE",
      handler: removeMember,
      path: "admin/staff/x",
      id: () => "999999",
      expect: adminOnly(404),
    },
    {
      name: "GET admin/sms-templates",
      method: "GET",
      handler: smsTemplates,
      path: "admin/sms-templates",
      expect: adminOnly(200),
    },
    {
      name: "PUT admin/sms-templates",
      method: "PUT",
      handler: saveSmsTemplate,
      path: "admin/sms-templates",
      body: () => ({ kind: "idea", status: "rejected", text: "" }),
      expect: adminOnly(200),
    },
    { name: "GET admin/audit", method: "GET", handler: audit, path: "admin/audit", expect: adminOnly(200) },
    {
      name: "GET admin/content/businesses",
      method: "GET",
      handler: contentBusinesses,
      path: "admin/content/businesses",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/counts",
      method: "GET",
      handler: contentCounts,
      path: "admin/content/counts",
      expect: editsContent(200),
    },
    // No business in this database: the role check passes, then the business is not found (404).
    {
      name: "GET admin/content/businesses/{id}",
      method: "GET",
      handler: contentBusiness,
      path: "admin/content/businesses/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/faq",
      method: "GET",
      handler: contentFaq,
      path: "admin/content/faq",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/faq/{id}",
      method: "GET",
      handler: contentFaqItem,
      path: "admin/content/faq/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/faq/categories",
      method: "GET",
      handler: contentFaqCategories,
      path: "admin/content/faq/categories",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/jobs",
      method: "GET",
      handler: contentJobs,
      path: "admin/content/jobs",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/jobs/{id}",
      method: "GET",
      handler: contentJob,
      path: "admin/content/jobs/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/jobs/units",
      method: "GET",
      handler: contentJobUnits,
      path: "admin/content/jobs/units",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/jobs/units/{id}",
      method: "GET",
      handler: contentJobUnit,
      path: "admin/content/jobs/units/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/jobs/units/{id}/versions",
      method: "GET",
      handler: contentJobUnitVersions,
      path: "admin/content/jobs/units/x/versions",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/events/choices",
      method: "GET",
      handler: contentEventChoices,
      path: "admin/content/events/choices",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/site",
      method: "GET",
      handler: contentSite,
      path: "admin/content/site",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/site/{key}",
      method: "GET",
      handler: contentSiteSetting,
      path: "admin/content/site/contact",
      params: { key: "contact" },
      expect: editsContent(200),
    },
    // Saved against a version that never was: the role check passes, then the save is refused as stale (409), so the matrix changes nothing.
    {
      name: "PUT admin/content/site/{key}",
      method: "PUT",
      handler: saveSiteSetting,
      path: "admin/content/site/stats",
      params: { key: "stats" },
      body: () => ({ value: { members: 1, startups: 1, events: 1, mentors: 1 }, version: 999 }),
      expect: editsContent(409),
    },
    {
      name: "PUT admin/content/site/{key}/draft",
      method: "PUT",
      handler: saveSiteSettingDraft,
      path: "admin/content/site/stats/draft",
      params: { key: "stats" },
      body: () => ({ value: { members: 1, startups: 1, events: 1, mentors: 1 }, version: 999 }),
      expect: editsContent(409),
    },
    {
      name: "POST admin/content/site/{key}/publish",
      method: "POST",
      handler: publishSiteSettingDraft,
      path: "admin/content/site/stats/publish",
      params: { key: "stats" },
      body: () => ({ version: 999 }),
      expect: editsContent(409),
    },
    {
      name: "POST admin/content/site/{key}/discard",
      method: "POST",
      handler: discardSiteSettingDraft,
      path: "admin/content/site/stats/discard",
      params: { key: "stats" },
      body: () => ({ version: 999 }),
      expect: editsContent(409),
    },
    {
      name: "GET admin/content/projects",
      method: "GET",
      handler: contentProjects,
      path: "admin/content/projects",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/projects/{id}",
      method: "GET",
      handler: contentProject,
      path: "admin/content/projects/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/presents",
      method: "GET",
      handler: contentPresents,
      path: "admin/content/presents",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/presents/{id}",
      method: "GET",
      handler: contentPresent,
      path: "admin/content/presents/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/plans",
      method: "GET",
      handler: contentPlans,
      path: "admin/content/plans",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/plans/{id}",
      method: "GET",
      handler: contentPlan,
      path: "admin/content/plans/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/coupons",
      method: "GET",
      handler: contentCoupons,
      path: "admin/content/coupons",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/coupons/{id}",
      method: "GET",
      handler: contentCoupon,
      path: "admin/content/coupons/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/spaces",
      method: "GET",
      handler: contentSpaces,
      path: "admin/content/spaces",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/spaces/{id}",
      method: "GET",
      handler: contentSpace,
      path: "admin/content/spaces/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/branches",
      method: "GET",
      handler: contentBranches,
      path: "admin/content/branches",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/branches/{id}",
      method: "GET",
      handler: contentBranch,
      path: "admin/content/branches/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/mentors",
      method: "GET",
      handler: contentMentors,
      path: "admin/content/mentors",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/freelancers",
      method: "GET",
      handler: contentFreelancers,
      path: "admin/content/freelancers",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/freelancers/{id}",
      method: "GET",
      handler: contentFreelancer,
      path: "admin/content/freelancers/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/mentors/{id}",
      method: "GET",
      handler: contentMentor,
      path: "admin/content/mentors/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "POST admin/login-as",
      method: "POST",
      handler: loginAs,
      path: "admin/login-as",
      body: () => ({ user_id: accounts.user.id }),
      expect: adminOnly(200),
    },
  ];

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

  it("a cookie-borne change without the site's client-id header is refused even for an admin (CSRF)", async () => {
    const request = new Request(`http://localhost/api/v1/admin/requests/${reservationId}/notes`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: `${authCookieNames().token}=${accounts.admin.token}`,
        "x-avinox-client-ip": "10.77.0.2",
      },
      body: JSON.stringify({ text: "از سایت دیگر" }),
    });
    const response = await notes(request, { params: Promise.resolve({ id: String(reservationId) }) } as never);
    expect(response.status).toBe(403);
    // The same call with the header goes through: the refusal above was the CSRF rule, not the cookie.
    const allowed = await notes(
      new Request(request.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: `${authCookieNames().token}=${accounts.admin.token}`,
          "client-id": "web",
        },
        body: JSON.stringify({ text: "از خود سایت" }),
      }),
      { params: Promise.resolve({ id: String(reservationId) }) } as never,
    );
    expect(allowed.status).toBe(201);
  });
});
