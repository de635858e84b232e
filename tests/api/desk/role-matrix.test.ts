// Every admin endpoint, called by each kind of caller (issue 13's role matrix): nobody signed in
// gets 401, an ordinary user 403, and each staff role exactly what it may do: a reviewer of
// another kind does not even learn that a reservation exists (404), an editor reviews nothing,
// only an admin manages the team and reads the audit log.
import { describe, expect, it } from "vitest";
import { GET as audit } from "@/app/api/v1/admin/audit/route";
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
import { nextMobile } from "../../support/staff";

import {
  adminOnly,
  anyReviewer,
  itAnswersEachCaller,
  reviewsReservations,
  roleMatrixSetup,
  type Endpoint,
} from "../../support/role-matrix";

describe("the admin API's role matrix", () => {
  const { accounts, reservation } = roleMatrixSetup();
  const id = () => String(reservation.id);
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
      name: "POST admin/login-as",
      method: "POST",
      handler: loginAs,
      path: "admin/login-as",
      body: () => ({ user_id: accounts.user.id }),
      expect: adminOnly(200),
    },
  ];

  itAnswersEachCaller(endpoints, accounts);

  it("a cookie-borne change without the site's client-id header is refused even for an admin (CSRF)", async () => {
    const request = new Request(`http://localhost/api/v1/admin/requests/${reservation.id}/notes`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: `${authCookieNames().token}=${accounts.admin.token}`,
        "x-avinox-client-ip": "10.77.0.2",
      },
      body: JSON.stringify({ text: "از سایت دیگر" }),
    });
    const response = await notes(request, { params: Promise.resolve({ id: String(reservation.id) }) } as never);
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
      { params: Promise.resolve({ id: String(reservation.id) }) } as never,
    );
    expect(allowed.status).toBe(201);
  });
});
