// The odd inputs that once answered 500 (found by fuzzing the production build; the fuzz suite in
// tests/fuzz keeps looking for more), each pinned by name so a regression says which one broke.
import { describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { GET as artPicture } from "@/app/api/media/art/[kind]/[file]/route";
import { GET as businessesIndex } from "@/app/api/v1/businesses/index/route";
import { POST as contactCreate } from "@/app/api/v1/contact-us/create/route";
import { GET as eventIndex } from "@/app/api/v1/event/index/route";
import { GET as eventSlug } from "@/app/api/v1/event/slug/route";
import { GET as freelancerIndex } from "@/app/api/v1/freelancer/index/route";
import { GET as hitechIndex } from "@/app/api/v1/hitech/index/route";
import { GET as jobList } from "@/app/api/v1/job/job-list/route";
import { GET as locationPlans } from "@/app/api/v1/location-plan/route";
import { GET as mentorIndex } from "@/app/api/v1/mentor/index/route";
import { GET as pageView } from "@/app/api/v1/page/view/route";
import { GET as presentIndex } from "@/app/api/v1/present/index/route";
import { GET as search } from "@/app/api/v1/search/route";
import { POST as addressCreate } from "@/app/api/v1/user/addresses/create/route";
import { POST as legalInfoSave } from "@/app/api/v1/user/legal-info/save/route";
import { POST as profileUpdate } from "@/app/api/v1/panel/user/update/route";
import { POST as login } from "@/app/api/v1/security/login/route";
import { decodeRouteParam } from "@/lib/route-params";
import { orderBy } from "@/server/catalog/query";
import { seedDatabase } from "@/server/seed";
import { events } from "@/server/db/schema";
import { INVALID_TEXT_MESSAGE } from "@/server/http/text-safety";
import { sessionToken } from "../support/accounts";
import { withFreshDatabase } from "../support/database";
import { getFrom, nextIp, postJson, type RouteHandler } from "../support/http";
import { CONTACT_MESSAGE } from "../support/contact-message";

const PERSIAN = /[\u0600-\u06ff]/;

async function envelope(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body).toMatchObject({
    status,
    code: expect.any(Number),
    name: expect.any(String),
    message: expect.stringMatching(PERSIAN),
  });
  return body as { message: string };
}

describe("odd input that once answered 500", () => {
  const database = withFreshDatabase();
  let token = "";

  it("(setup) seeds the catalog and signs a user in", async () => {
    await seedDatabase(database.handle().db);
    token = await sessionToken("09127770000");
  });

  it("NUL (\\u0000) in a free-text field: 422 on that field, in Persian", async () => {
    const response = await postJson(
      contactCreate,
      JSON.stringify({ ...CONTACT_MESSAGE, message: "سلام\u0000 دنیا، این یک پیام است" }),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual([{ field: "message", message: INVALID_TEXT_MESSAGE }]);
  });

  it("a lone surrogate (\\ud800) in a field stored as JSON: 422 on that field", async () => {
    const body = `{"contact_name":"مهسا کریمی","contact_phone":"09131234567","subject":"رویدادها","message":"سلام \\ud800 این یک پیام است"}`;
    const response = await postJson(contactCreate, body);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual([{ field: "message", message: INVALID_TEXT_MESSAGE }]);
  });

  it("sort=__proto__ (and constructor, -__proto__) falls back to the default order on every sorted list", async () => {
    const lists: Array<[RouteHandler, string]> = [
      [eventIndex, "event/index"],
      [businessesIndex, "businesses/index"],
      [presentIndex, "present/index"],
      [mentorIndex, "mentor/index"],
      [freelancerIndex, "freelancer/index"],
      [hitechIndex, "hitech/index"],
      [jobList, "job/job-list"],
      [locationPlans, "location-plan"],
    ];
    for (const [handler, path] of lists) {
      const plain = await (await getFrom(handler, "", { path, ip: nextIp() })).json();
      for (const sort of ["__proto__", "-__proto__", "constructor", "toString", "hasOwnProperty"]) {
        const response = await getFrom(handler, `?sort=${sort}`, { path, ip: nextIp() });
        expect(response.status, `${path}?sort=${sort}`).toBe(200);
        expect(await response.json()).toEqual(plain);
      }
    }
  });

  it("sort names are the table's own, never Object.prototype's", () => {
    const fallback = [asc(events.id)];
    for (const name of ["__proto__", "-__proto__", "constructor", "valueOf"]) {
      expect(orderBy(name, { title: events.title }, fallback)).toBe(fallback);
    }
    expect(orderBy("-title", { title: events.title }, fallback)).toHaveLength(2);
  });

  it("q=%00: 400 in Persian, on search and on lists", async () => {
    await envelope(await getFrom(search, "?q=%00", { path: "search", ip: nextIp() }), 400);
    await envelope(await getFrom(eventIndex, "?q=%00", { path: "event/index", ip: nextIp() }), 400);
  });

  it("slug=%00: 400 in Persian", async () => {
    await envelope(await getFrom(eventSlug, "?slug=%00", { path: "event/slug", ip: nextIp() }), 400);
    await envelope(await getFrom(pageView, "?slug=%00", { path: "page/view", ip: nextIp() }), 400);
  });

  it("user/addresses/create with the JSON body null (or an array, a number, a string): 400 in Persian", async () => {
    for (const body of ["null", "[]", "[{}]", "42", '"x"', "true"]) {
      const response = await postJson(addressCreate, body, { token });
      const { message } = await envelope(response, 400);
      expect(message, body).toBe("بدنه درخواست باید یک شیء JSON باشد.");
    }
  });

  it("other JSON endpoints with a non-object body: 400, not a schema's English message", async () => {
    for (const handler of [legalInfoSave, profileUpdate, login]) {
      for (const body of ["null", "[]", "7"]) await envelope(await postJson(handler, body, { token }), 400);
    }
  });

  it("/media/art/x/%zz and a broken seed: 404, not a throw from decodeURIComponent", async () => {
    const art = (kind: string, file: string) =>
      artPicture(new Request(`http://localhost/media/art/${kind}/${file}`), {
        params: Promise.resolve({ kind, file }),
      });
    expect((await art("x", "%zz")).status).toBe(404);
    expect((await art("event", "%zz.svg")).status).toBe(404);
    expect((await art("event", "%E0%A4%A.svg")).status).toBe(404);
    expect((await art("event", "%ED%A0%80.svg")).status).toBe(404);
    expect((await art("event", "%00.svg")).status).toBe(404);
    const ok = await art("event", "ai-meetup-kerman.svg");
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("<svg");
  });

  it("decodes route segments, and names nothing for broken ones", () => {
    expect(decodeRouteParam("%D8%B3%D9%84%D8%A7%D9%85")).toBe("سلام");
    expect(decodeRouteParam("ai-meetup-kerman")).toBe("ai-meetup-kerman");
    for (const raw of ["%zz", "%", "%E0%A4%A", "%ED%A0%80", "%00", "a%0Ab", "", "x".repeat(1_000)])
      expect(decodeRouteParam(raw), raw).toBeUndefined();
  });
});
