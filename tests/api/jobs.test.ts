// The jobs API on a seeded database: the positions list with its filters, sorts and pagination
// headers, one position with its unit, the career units with their positions, 404s.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as units } from "@/app/api/v1/career-apply/units/route";
import { GET as cities } from "@/app/api/v1/job/cities/route";
import { GET as jobList } from "@/app/api/v1/job/job-list/route";
import { GET as view } from "@/app/api/v1/job/view/route";
import type { JobCity, JobPosition, JobUnit } from "@/shared/types/jobs";
import { daysFromNow } from "@/server/seed/helpers";
import { jobPositions } from "@/server/db/schema";
import { seedJobs } from "@/server/seed/jobs";
import { withFreshDatabase } from "../support/database";
import { readsAt } from "../support/http";

const { call, json } = readsAt("job/x");

const NOT_FOUND = "موقعیت شغلی که دنبال آن بودید پیدا نشد.";

describe("jobs API", () => {
  const database = withFreshDatabase();
  let expiredId = 0;
  let hiddenId = 0;

  beforeAll(async () => {
    const db = database.handle().db;
    await seedJobs(db);
    // Re-seeding refreshes the demo rows instead of adding more.
    await seedJobs(db);
    const [unit] = await db.query.jobUnits.findMany({ where: (u, { eq }) => eq(u.slug, "tech") });
    const base = {
      unitId: unit!.id,
      type: "full-time",
      city: "کرمان",
      summary: "-",
      description: "-",
      searchText: "expired",
    };
    const [expired] = await db
      .insert(jobPositions)
      .values({ ...base, title: "موقعیت منقضی", postedAt: daysFromNow(-60), expiresAt: daysFromNow(-5) })
      .returning();
    const [hidden] = await db
      .insert(jobPositions)
      .values({ ...base, title: "موقعیت پیش‌نویس", status: "draft" })
      .returning();
    expiredId = expired!.id;
    hiddenId = hidden!.id;
  });

  it("lists open positions newest first with the pagination headers", async () => {
    const response = await call(jobList, "?per-page=5");
    expect(response.status).toBe(200);
    const items = (await response.json()) as JobPosition[];
    expect(items).toHaveLength(5);
    expect(response.headers.get("x-pagination-total-count")).toBe("12");
    expect(response.headers.get("x-pagination-page-count")).toBe("3");
    expect(response.headers.get("x-pagination-current-page")).toBe("1");
    expect(response.headers.get("x-pagination-per-page")).toBe("5");
    expect(items.map((p) => p.title).slice(0, 2)).toEqual([
      "کارآموز برنامه‌نویسی وب",
      "برنامه‌نویس ارشد بک‌اند (Node.js)",
    ]);
    const posted = items.map((p) => Date.parse(p.posted_at));
    expect(posted).toEqual([...posted].sort((a, b) => b - a));
    const page3 = await json<JobPosition[]>(jobList, "?per-page=5&page=3");
    expect(page3).toHaveLength(2);
    expect(page3.map((p) => p.id)).not.toContain(items[0]!.id);
    // Expired and unpublished positions are not offered.
    const all = await json<JobPosition[]>(jobList, "?per-page=50");
    expect(all.map((p) => p.id)).not.toContain(expiredId);
    expect(all.map((p) => p.id)).not.toContain(hiddenId);
    expect(all.every((p) => !p.is_expired)).toBe(true);
  });

  it("caps per-page at 50", async () => {
    const response = await call(jobList, "?per-page=500");
    expect(response.headers.get("x-pagination-per-page")).toBe("50");
  });

  it("filters by type, unit (slug or id) and city", async () => {
    const internship = await json<JobPosition[]>(jobList, "?type=internship");
    expect(internship.map((p) => p.title)).toEqual(["کارآموز برنامه‌نویسی وب"]);
    const remote = await json<JobPosition[]>(jobList, "?type=remote");
    expect(remote.map((p) => p.title)).toEqual(["مهندس DevOps (دورکاری)"]);
    expect(await json<JobPosition[]>(jobList, "?type=freelance")).toEqual([]);

    const tech = await json<JobPosition[]>(jobList, "?unit=tech&expand=unit");
    expect(tech).toHaveLength(5);
    expect(tech.every((p) => p.unit!.name === "تیم فنی")).toBe(true);
    const growthId = (await json<JobUnit[]>(units)).find((u) => u.slug === "growth")!.id;
    const growth = await json<JobPosition[]>(jobList, `?unit=${growthId}`);
    expect(growth).toHaveLength(3);
    expect(growth.every((p) => p.unit_id === growthId)).toBe(true);
    expect(await json<JobPosition[]>(jobList, "?unit=nope")).toEqual([]);

    const rafsanjan = await json<JobPosition[]>(jobList, `?city=${encodeURIComponent("رفسنجان")}`);
    expect(rafsanjan.map((p) => p.title)).toEqual(["کارشناس فروش سازمانی"]);
    const partTimeInKerman = await json<JobPosition[]>(
      jobList,
      `?type=part-time&city=${encodeURIComponent("کرمان")}&per-page=50`,
    );
    expect(partTimeInKerman).toHaveLength(4);
  });

  it("searches Persian text in any spelling", async () => {
    const arabicKaf = await json<JobPosition[]>(jobList, `?q=${encodeURIComponent("كارآموز")}`);
    expect(arabicKaf.map((p) => p.title)).toEqual(["کارآموز برنامه‌نویسی وب"]);
    const spaced = await json<JobPosition[]>(jobList, `?q=${encodeURIComponent("بک اند")}`);
    expect(spaced.map((p) => p.title)).toEqual(["برنامه‌نویس ارشد بک‌اند (Node.js)"]);
    const byUnit = await json<JobPosition[]>(jobList, `?q=${encodeURIComponent("بازاریابی و رشد")}&per-page=50`);
    expect(byUnit.length).toBeGreaterThanOrEqual(3);
    const nothing = await call(jobList, `?q=${encodeURIComponent("زرافه")}`);
    expect(await nothing.json()).toEqual([]);
    expect(nothing.headers.get("x-pagination-total-count")).toBe("0");
  });

  it("sorts by salary (negotiable last), by views, and takes -created_at as newest", async () => {
    const highest = await json<JobPosition[]>(jobList, "?sort=-salary&per-page=50");
    expect(highest[0]!.title).toBe("برنامه‌نویس ارشد بک‌اند (Node.js)");
    expect(highest[0]).toMatchObject({ salary_min: 450_000_000, salary_max: 600_000_000 });
    expect(highest.slice(-3).every((p) => p.salary_max === null)).toBe(true);
    const lowest = await json<JobPosition[]>(jobList, "?sort=salary&per-page=50");
    expect(lowest[0]!.title).toBe("کارآموز برنامه‌نویسی وب");
    expect(lowest.slice(-3).every((p) => p.salary_max === null)).toBe(true);

    const visited = await json<JobPosition[]>(jobList, "?sort=-view_count&per-page=50");
    const views = visited.map((p) => p.view_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));

    const newest = await json<JobPosition[]>(jobList, "?sort=-posted_at&per-page=50");
    const alias = await json<JobPosition[]>(jobList, "?sort=-created_at&per-page=50");
    expect(alias.map((p) => p.id)).toEqual(newest.map((p) => p.id));
    const oldest = await json<JobPosition[]>(jobList, "?sort=posted_at&per-page=50");
    expect(oldest[0]!.title).toBe("کارشناس امور شتاب‌دهی");
  });

  it("answers one position with its unit and counts the view", async () => {
    const [listed] = await json<JobPosition[]>(jobList, "?type=remote");
    const first = await json<JobPosition>(view, `?id=${listed!.id}&expand=unit`);
    expect(first).toMatchObject({
      title: "مهندس DevOps (دورکاری)",
      type: "remote",
      city: "کرمان",
      salary_min: null,
      salary_max: null,
      experience_years: 3,
      is_expired: false,
    });
    expect(first.requirements).toContain("تسلط بر Docker و CI/CD");
    expect(first.benefits[0]).toBe("دورکاری کامل");
    expect(first.unit).toMatchObject({ slug: "tech", name: "تیم فنی", positions_count: 5 });
    expect(Date.parse(first.expires_at!)).toBeGreaterThan(Date.now());
    const again = await json<JobPosition>(view, `?id=${listed!.id}`);
    expect(again.view_count).toBe(first.view_count + 1);
    expect(again.unit).toBeUndefined();
  });

  it("still shows an expired position, flagged, and hides unpublished ones", async () => {
    const expired = await json<JobPosition>(view, `?id=${expiredId}`);
    expect(expired.is_expired).toBe(true);
    for (const response of [
      await call(view, `?id=${hiddenId}`),
      await call(view, "?id=999999"),
      await call(view, "?id=abc"),
      await call(view),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404, message: NOT_FOUND });
    }
  });

  it("lists the career units with their open positions when expand=jobPositions", async () => {
    const response = await call(units, "?expand=jobPositions");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-pagination-total-count")).toBe("3");
    const list = (await response.json()) as JobUnit[];
    expect(list.map((u) => u.name)).toEqual(["تیم فنی", "بازاریابی و رشد", "عملیات و پشتیبانی"]);
    expect(list.map((u) => u.positions_count)).toEqual([5, 3, 4]);
    expect(list.map((u) => u.jobPositions!.length)).toEqual([5, 3, 4]);
    expect(list[0]!.jobPositions![0]!.title).toBe("کارآموز برنامه‌نویسی وب");
    expect(list[0]!.jobPositions!.map((p) => p.id)).not.toContain(expiredId);
    const plain = await json<JobUnit[]>(units);
    expect(plain[0]!.jobPositions).toBeUndefined();
  });

  it("lists the cities that have open positions", async () => {
    expect(await json<JobCity[]>(cities)).toEqual([
      { name: "کرمان", positions_count: 10 },
      { name: "رفسنجان", positions_count: 1 },
      { name: "سیرجان", positions_count: 1 },
    ]);
  });
});
