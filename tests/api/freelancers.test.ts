// The freelancers API on a seeded database: lists, filters, sort, pagination headers, expand,
// private resumes that never leave the API, the generated public resume, 404s.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as categoryList } from "@/app/api/v1/freelancer/category-list/route";
import { GET as cityList } from "@/app/api/v1/freelancer/city-list/route";
import { GET as index } from "@/app/api/v1/freelancer/index/route";
import { GET as resume } from "@/app/api/v1/freelancer/resume/route";
import { GET as view } from "@/app/api/v1/freelancer/view/route";
import type { Freelancer, FreelancerCategory, FreelancerCity } from "@/shared/types/freelancers";
import { seedFreelancers } from "@/server/seed/freelancers";
import { socialUrl } from "@/server/freelancers/social";
import { withFreshDatabase } from "../support/database";
import { readsAt } from "../support/http";

const { call, json } = readsAt("freelancer/x");

const q = (text: string) => encodeURIComponent(text);

describe("freelancers API", () => {
  const database = withFreshDatabase();
  let all: Freelancer[];
  const byName = (name: string) => all.find((f) => f.name === name)!;

  beforeAll(async () => {
    await seedFreelancers(database.handle().db);
    await seedFreelancers(database.handle().db);
    all = await json<Freelancer[]>(index, "?per-page=50");
  });

  it("lists published freelancers, ready ones first, with the pagination headers", async () => {
    expect(all).toHaveLength(11);
    expect(all.map((f) => f.name)).not.toContain("بهاره میرزایی");
    const response = await call(index, "?per-page=5&page=2");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-pagination-total-count")).toBe("11");
    expect(response.headers.get("x-pagination-page-count")).toBe("3");
    expect(response.headers.get("x-pagination-current-page")).toBe("2");
    expect(response.headers.get("x-pagination-per-page")).toBe("5");
    expect(((await response.json()) as Freelancer[]).map((f) => f.name)).toEqual(all.slice(5, 10).map((f) => f.name));
    // Available first (newest first among them), the busy ones last.
    expect(all.slice(0, 3).map((f) => f.name)).toEqual(["داوود شفیعی", "شیما کرمانی", "یاسر عباسی"]);
    expect(all.slice(-2).map((f) => f.name)).toEqual(["علیرضا پورحسینی", "کامران زندی"]);
  });

  it("answers snake_case fields with social profiles as https links", async () => {
    expect(byName("محمد جوادی")).toMatchObject({
      title: "توسعه‌دهنده فرانت‌اند",
      city: "کرمان",
      skills: ["React", "TypeScript", "Next.js", "Tailwind CSS"],
      hourly_rate: 4_500_000,
      years_of_experience: 6,
      available: true,
      social: { linkedin: "https://www.linkedin.com/in/mohammad-javadi-dev", telegram: "https://t.me/mjavadi_dev" },
    });
    expect(byName("حسین رستمی").social).toEqual({ twitter: "https://twitter.com/hossein_rostami" });
    expect(byName("کامران زندی").social).toEqual({ instagram: "https://instagram.com/kamran.zandi.photo" });
    expect(byName("بهاره میرزایی" as string)).toBeUndefined();
    expect(socialUrl("twitter", "javascript:alert(1)")).toBeNull();
    expect(socialUrl("instagram", "https://evil.example/x")).toBeNull();
    expect(socialUrl("telegram", "http://t.me/avinox_ir/")).toBe("https://t.me/avinox_ir");
  });

  it("returns resume_url only for public resumes, never for private ones", async () => {
    const withResume = all.filter((f) => "resume_url" in f).map((f) => f.name);
    expect(withResume.sort()).toEqual(["فرزانه حسینی", "محمد جوادی", "مینا سلطانی"].sort());
    const javadi = byName("محمد جوادی");
    expect(javadi.resume_url).toBe(`/api/v1/freelancer/resume?id=${javadi.id}`);
    const privateOne = byName("داوود شفیعی");
    const detail = await call(view, `?id=${privateOne.id}`);
    const text = await detail.text();
    expect(text).not.toContain("resume");
    expect(JSON.parse(text)).not.toHaveProperty("resume_url");
  });

  it("serves the generated public resume and refuses private or missing ones", async () => {
    const javadi = byName("محمد جوادی");
    const response = await call(resume, `?id=${javadi.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain("<h1>محمد جوادی</h1>");
    expect(html).toContain("۴۵۰,۰۰۰ تومان");
    expect(html).toContain('href="https://t.me/mjavadi_dev"');
    for (const query of [`?id=${byName("داوود شفیعی").id}`, `?id=${byName("نرگس امینی").id}`, "?id=999999", "?id=x"]) {
      const refused = await call(resume, query);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ status: 404, message: "رزومه این فریلنسر عمومی نیست یا پیدا نشد." });
    }
  });

  it("filters by category, availability and city, and searches Persian text", async () => {
    const development = await json<Freelancer[]>(index, "?category=development&expand=category");
    expect(development.map((f) => f.name).sort()).toEqual(["علیرضا پورحسینی", "محمد جوادی", "یاسر عباسی"].sort());
    expect(
      development.every(
        (f) => f.category?.slug === "development" && f.category.name === "برنامه‌نویسی و توسعه نرم‌افزار",
      ),
    ).toBe(true);
    const available = await call(index, "?available=1&per-page=50");
    expect(available.headers.get("x-pagination-total-count")).toBe("9");
    expect(((await available.json()) as Freelancer[]).every((f) => f.available)).toBe(true);
    const availableDevelopers = await json<Freelancer[]>(index, "?available=1&category=development");
    expect(availableDevelopers.map((f) => f.name).sort()).toEqual(["محمد جوادی", "یاسر عباسی"].sort());
    const rafsanjan = await json<Freelancer[]>(index, `?city=${q("رفسنجان")}`);
    expect(rafsanjan.map((f) => f.name).sort()).toEqual(["علیرضا پورحسینی", "پریسا نجفی"].sort());
    // Arabic kaf and yeh, no half-space.
    const research = await json<Freelancer[]>(index, `?q=${q("تحقيق كاربر")}`);
    expect(research.map((f) => f.name)).toEqual(["فرزانه حسینی"]);
    const skill = await json<Freelancer[]>(index, `?q=${q("kotlin")}`);
    expect(skill.map((f) => f.name)).toEqual(["یاسر عباسی"]);
    const nothing = await call(index, `?q=${q("زرافه")}`);
    expect(await nothing.json()).toEqual([]);
    expect(nothing.headers.get("x-pagination-total-count")).toBe("0");
  });

  it("sorts by newest, visits and hourly rate", async () => {
    const newest = await json<Freelancer[]>(index, "?sort=-created_at&per-page=3");
    expect(newest.map((f) => f.name)).toEqual(["داوود شفیعی", "شیما کرمانی", "یاسر عباسی"]);
    expect(await json<Freelancer[]>(index, "?sort=newest&per-page=3")).toEqual(newest);
    const visited = await json<Freelancer[]>(index, "?sort=-view_count&per-page=50");
    expect(visited[0]!.name).toBe("فرزانه حسینی");
    expect(visited.map((f) => f.view_count)).toEqual([...visited.map((f) => f.view_count)].sort((a, b) => b - a));
    const cheapest = await json<Freelancer[]>(index, "?sort=hourly_rate&per-page=2");
    expect(cheapest.map((f) => f.name)).toEqual(["پریسا نجفی", "نرگس امینی"]);
    const expensive = await json<Freelancer[]>(index, "?sort=-hourly_rate&per-page=2");
    expect(expensive.map((f) => [f.name, f.hourly_rate])).toEqual([
      ["داوود شفیعی", 7_000_000],
      ["علیرضا پورحسینی", 5_500_000],
    ]);
  });

  it("views one freelancer with its category, counts the view, and answers 404 in Persian", async () => {
    const mina = byName("مینا سلطانی");
    const first = await json<Freelancer>(view, `?id=${mina.id}&expand=category`);
    expect(first).toMatchObject({
      id: mina.id,
      name: "مینا سلطانی",
      category: { slug: "data", name: "داده و هوش مصنوعی" },
    });
    expect(first.resume_url).toBe(`/api/v1/freelancer/resume?id=${mina.id}`);
    expect(first.view_count).toBe(mina.view_count + 1);
    const again = await json<Freelancer>(view, `?id=${mina.id}`);
    expect(again.view_count).toBe(first.view_count + 1);
    expect(again.category).toBeUndefined();
    const hidden = (await database
      .handle()
      .db.query.freelancers.findFirst({ where: (f, { eq }) => eq(f.name, "بهاره میرزایی") }))!;
    for (const query of ["?id=999999", "?id=abc", "", `?id=${hidden.id}`]) {
      const response = await call(view, query);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404, message: "فریلنسری که دنبال آن بودید پیدا نشد." });
    }
  });

  it("lists the categories and cities with their counts", async () => {
    const categories = await json<FreelancerCategory[]>(categoryList);
    expect(categories.map((c) => [c.slug, c.freelancers_count])).toEqual([
      ["development", 3],
      ["design", 2],
      ["content", 2],
      ["marketing", 1],
      ["data", 2],
      ["media", 1],
    ]);
    const cities = await json<FreelancerCity[]>(cityList);
    expect(cities[0]).toEqual({ name: "کرمان", freelancers_count: 6 });
    expect(cities.find((c) => c.name === "رفسنجان")!.freelancers_count).toBe(2);
    expect(cities.reduce((sum, c) => sum + c.freelancers_count, 0)).toBe(11);
  });
});
