// A query string read by its schema (shared/queries/) never fails on a bad value: what cannot be read
// falls back as the routes' hand-written reads did (the first of repeated params, null or undefined
// for nothing, a page from 1), and a schema that checks its fields still names them in a 422.
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { detailQuery, eventListQuery, freelancerListQuery, presentListQuery } from "@/shared/queries/catalog";
import { auditQuery, contentListQuery, faqDeskListQuery, queueQuery } from "@/shared/queries/desk";
import { pageQuery, parseQuery, shapeQuery, type ReadBy } from "@/shared/queries/query";
import { trackQuery } from "@/validation/queries/requests";

const read = <T>(schema: Parameters<typeof parseQuery>[0], query: string) =>
  parseQuery(schema, new URLSearchParams(query)) as T;

describe("reading a query by its schema", () => {
  it("takes the first of repeated params and leaves absent ones null", () => {
    expect(read(eventListQuery, "q=a&q=b&when=past&sort=-starts_at")).toEqual({
      q: "a",
      tag: null,
      month: null,
      category: null,
      when: "past",
      sort: "-starts_at",
    });
  });

  it("turns a value it cannot read into nothing, never a failure", () => {
    expect(read(eventListQuery, "when=tomorrow")).toMatchObject({ when: null });
    expect(read(freelancerListQuery, "available=yes")).toMatchObject({ available: false });
    expect(read(freelancerListQuery, "available=1")).toMatchObject({ available: true });
    expect(read(detailQuery, "id=12x&slug=%20%20")).toEqual({ id: undefined, slug: undefined });
    expect(read(detailQuery, "id=%2012%20&slug=%20a-b%20")).toEqual({ id: 12, slug: "a-b" });
    expect(read(detailQuery, "id=1234567890")).toEqual({ id: undefined, slug: undefined });
    expect(read(pageQuery, "page=-2&per-page=abc")).toEqual({ page: undefined, "per-page": undefined });
    expect(read(presentListQuery, "kind=%20gift%20")).toMatchObject({ kind: "gift" });
  });

  it("reads name lists and desk filters as the serializer and the desk did", () => {
    expect(read(shapeQuery, "expand=a,%20b.c,,&fields=")).toEqual({ expand: ["a", "b.c"], fields: [] });
    expect(read(auditQuery, `actor=7&entity=%20${"x".repeat(120)}&action=%20%20`)).toEqual({
      actor: 7,
      entity: "x".repeat(100),
      entity_id: undefined,
      action: undefined,
    });
  });

  it("reads the request queue's and the content desk's filters as their hand-written reads did", () => {
    expect(
      read(queueQuery, `kind=%20reservation%20&branch=%203%20&not_called=1&q=%20${"y".repeat(130)}&from=`),
    ).toEqual({
      kind: "reservation",
      status: undefined,
      branch: 3,
      from: undefined,
      to: undefined,
      assignee: undefined,
      not_called: true,
      q: "y".repeat(100),
      sort: undefined,
    });
    expect(read(queueQuery, "branch=two&not_called=yes&assignee=%20me%20")).toMatchObject({
      branch: undefined,
      not_called: false,
      assignee: "me",
    });
    expect(read(contentListQuery, "status=scheduled&q=a&q=b")).toEqual({ status: "scheduled", q: "a", sort: null });
    expect(read(faqDeskListQuery, "category_id=-1")).toEqual({ category_id: undefined });
  });

  it("holds a client's query type to the names its route reads (tsc fails the file otherwise)", () => {
    type EventsAsked = ReadBy<typeof eventListQuery, { tag?: string; when?: "past"; page?: number; expand?: string }>;
    // @ts-expect-error The events list reads no `colour`: a call sending it would be silently ignored.
    type ColourAsked = ReadBy<typeof eventListQuery, { colour?: string }>;
    const asked: EventsAsked = { tag: "ai", when: "past", page: 2 };
    const refused: ColourAsked = { colour: "red" };
    expect(read(eventListQuery, new URLSearchParams({ ...asked, page: "2", ...refused }).toString())).toMatchObject({
      tag: "ai",
      when: "past",
    });
  });

  it("reads a name the object's prototype has as a plain param", () => {
    expect(read(detailQuery, "__proto__=1&constructor=2&slug=x")).toEqual({ id: undefined, slug: "x" });
  });

  it("still names the field when a checked query is wrong", () => {
    expect(() => read(trackQuery, "mobile=09120000000")).toThrow(ZodError);
    try {
      read(trackQuery, "mobile=09120000000");
    } catch (error) {
      expect((error as ZodError).issues.map((issue) => issue.path.join("."))).toEqual(["code"]);
    }
  });
});
