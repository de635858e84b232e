// The hi-tech projects API on a seeded database: lists, filters, sort (budgets missing last),
// pagination headers, similar projects, 404s.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as index } from "@/app/api/v1/hitech/index/route";
import { GET as similar } from "@/app/api/v1/hitech/similar-hitech/route";
import { GET as view } from "@/app/api/v1/hitech/view/route";
import type { HitechProject } from "@/shared/types/hitech";
import { seedHitech } from "@/server/seed/hitech";
import { withFreshDatabase } from "../support/database";
import { readsAt } from "../support/http";

const { call, json } = readsAt("hitech/x");

const slugs = (projects: HitechProject[]) => projects.map((p) => p.slug);

describe("hitech API", () => {
  const database = withFreshDatabase();
  let all: HitechProject[];
  const idOf = (slug: string) => all.find((p) => p.slug === slug)!.id;

  beforeAll(async () => {
    await seedHitech(database.handle().db);
    await seedHitech(database.handle().db);
    all = await json<HitechProject[]>(index, "?per-page=50");
  });

  it("lists published projects, recruiting first, with the pagination headers", async () => {
    expect(slugs(all)).toEqual([
      "kerman-tourism-recommender",
      "persian-speech-recognition-call-center",
      "copper-mine-sensor-monitoring",
      "solar-panel-cleaning-robot",
      "water-leak-detection",
      "pistachio-drying-optimization",
      "qanat-water-level-monitoring",
      "ore-grade-machine-vision",
    ]);
    const response = await call(index, "?per-page=3&page=3");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-pagination-total-count")).toBe("8");
    expect(response.headers.get("x-pagination-page-count")).toBe("3");
    expect(response.headers.get("x-pagination-current-page")).toBe("3");
    expect(response.headers.get("x-pagination-per-page")).toBe("3");
    expect(slugs(await response.json())).toEqual(["qanat-water-level-monitoring", "ore-grade-machine-vision"]);
  });

  it("answers snake_case fields with Persian field and status names", async () => {
    expect(all.find((p) => p.slug === "water-leak-detection")).toMatchObject({
      title: "تشخیص نشت شبکه آب شهری با حسگرهای صوتی",
      field: "water",
      field_title: "آب و محیط زیست",
      status: "in-progress",
      status_title: "در حال اجرا",
      partner: "شرکت آب و فاضلاب استان کرمان",
      needs: ["مهندس پردازش سیگنال", "توسعه‌دهنده GIS"],
      technologies: ["اینترنت اشیا", "پردازش سیگنال", "یادگیری ماشین", "GIS"],
      budget: null,
      duration_months: 9,
      cover: "/media/art/project/water-leak-detection.svg",
    });
  });

  it("filters by field and status, and searches Persian text in any spelling", async () => {
    expect(slugs(await json(index, "?field=mining"))).toEqual([
      "copper-mine-sensor-monitoring",
      "ore-grade-machine-vision",
    ]);
    expect(slugs(await json(index, "?status=completed"))).toEqual([
      "qanat-water-level-monitoring",
      "ore-grade-machine-vision",
    ]);
    expect(slugs(await json(index, "?field=water&status=in-progress"))).toEqual(["water-leak-detection"]);
    expect(await json(index, "?field=agriculture&status=recruiting")).toEqual([]);
    // Arabic yeh and kaf: "پسته" in the title, "کرمان" everywhere.
    expect(slugs(await json(index, `?q=${encodeURIComponent("خشك كن پسته")}`))).toEqual([
      "pistachio-drying-optimization",
    ]);
    expect(slugs(await json(index, `?q=${encodeURIComponent("lorawan")}`)).sort()).toEqual(
      ["copper-mine-sensor-monitoring", "qanat-water-level-monitoring"].sort(),
    );
    expect(slugs(await json(index, `?q=${encodeURIComponent("برنامه نویس ROS")}`))).toEqual([
      "solar-panel-cleaning-robot",
    ]);
    const nothing = await call(index, `?q=${encodeURIComponent("زرافه")}`);
    expect(await nothing.json()).toEqual([]);
    expect(nothing.headers.get("x-pagination-total-count")).toBe("0");
  });

  it("sorts by newest, visits and budget, projects without a budget last", async () => {
    expect(slugs(await json(index, "?sort=-created_at&per-page=2"))).toEqual([
      "kerman-tourism-recommender",
      "persian-speech-recognition-call-center",
    ]);
    expect(slugs(await json(index, "?sort=newest&per-page=2"))).toEqual([
      "kerman-tourism-recommender",
      "persian-speech-recognition-call-center",
    ]);
    const visited = await json<HitechProject[]>(index, "?sort=-view_count&per-page=50");
    expect(visited[0]!.slug).toBe("ore-grade-machine-vision");
    expect(visited.map((p) => p.view_count)).toEqual([...visited.map((p) => p.view_count)].sort((a, b) => b - a));
    const cheapest = await json<HitechProject[]>(index, "?sort=budget&per-page=50");
    expect(cheapest.map((p) => p.budget)).toEqual([
      400_000_000,
      600_000_000,
      950_000_000,
      1_100_000_000,
      1_400_000_000,
      1_800_000_000,
      2_000_000_000,
      null,
    ]);
    const dearest = await json<HitechProject[]>(index, "?sort=-budget&per-page=50");
    expect(dearest.map((p) => p.budget)).toEqual([
      2_000_000_000,
      1_800_000_000,
      1_400_000_000,
      1_100_000_000,
      950_000_000,
      600_000_000,
      400_000_000,
      null,
    ]);
  });

  it("views one project and counts the view; 404 in Persian for unknown, non-numeric and hidden ones", async () => {
    const id = idOf("solar-panel-cleaning-robot");
    const before = all.find((p) => p.id === id)!.view_count;
    const first = await json<HitechProject>(view, `?id=${id}`);
    expect(first).toMatchObject({
      id,
      slug: "solar-panel-cleaning-robot",
      status: "recruiting",
      budget: 1_400_000_000,
      duration_months: 10,
    });
    expect(first.description).toContain("ROS");
    expect(first.view_count).toBe(before + 1);
    expect((await json<HitechProject>(view, `?id=${id}`)).view_count).toBe(before + 2);
    const hidden = (await database
      .handle()
      .db.query.hitechProjects.findFirst({ where: (p, { eq }) => eq(p.slug, "drone-pistachio-spraying") }))!;
    for (const handler of [view, similar]) {
      for (const query of ["?id=999999", "?id=abc", "", `?id=${hidden.id}`]) {
        const response = await call(handler, query);
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ status: 404, message: "پروژه‌ای که دنبال آن بودید پیدا نشد." });
      }
    }
  });

  it("suggests up to three similar projects: same field first, then shared technologies", async () => {
    // Same field (mining), then two sharing IoT + machine learning / IoT + LoRaWAN (under way before finished).
    expect(slugs(await json(similar, `?id=${idOf("copper-mine-sensor-monitoring")}`))).toEqual([
      "ore-grade-machine-vision",
      "water-leak-detection",
      "qanat-water-level-monitoring",
    ]);
    expect(slugs(await json(similar, `?id=${idOf("water-leak-detection")}`))).toEqual([
      "qanat-water-level-monitoring",
      "copper-mine-sensor-monitoring",
      "pistachio-drying-optimization",
    ]);
    // No other tourism project: those sharing Python, recruiting and newest first.
    expect(slugs(await json(similar, `?id=${idOf("kerman-tourism-recommender")}`))).toEqual([
      "persian-speech-recognition-call-center",
      "copper-mine-sensor-monitoring",
      "ore-grade-machine-vision",
    ]);
    // Only one project shares anything (machine vision); the hidden drone project never shows.
    expect(slugs(await json(similar, `?id=${idOf("solar-panel-cleaning-robot")}`))).toEqual([
      "ore-grade-machine-vision",
    ]);
  });
});
