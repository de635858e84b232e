// @vitest-environment jsdom
// The mentor, hi-tech and freelancer request pages rendered against the real API on a seeded
// database (served on a local port, as `next start` would serve it): their headings and forms, the
// mentor's card, a finished project's notice, and real 404s for unknown and non-numeric ids.
import { screen, within } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hitechProjects, mentors } from "@/server/db/schema";
import { seedFreelancers } from "@/server/seed/freelancers";
import { seedHitech } from "@/server/seed/hitech";
import { seedMentors } from "@/server/seed/mentors";
import { withFreshDatabase } from "../support/database";
import { renderPage, serveApiRoutes, thrown, type ApiRoutes, type PageModule } from "../support/page-harness";

const ROUTES: ApiRoutes = {
  "/api/v1/mentor/category-list": () => import("@/app/api/v1/mentor/category-list/route"),
  "/api/v1/mentor/index": () => import("@/app/api/v1/mentor/index/route"),
  "/api/v1/mentor/view": () => import("@/app/api/v1/mentor/view/route"),
  "/api/v1/hitech/view": () => import("@/app/api/v1/hitech/view/route"),
  "/api/v1/freelancer/category-list": () => import("@/app/api/v1/freelancer/category-list/route"),
};

const database = withFreshDatabase();
let mentor: typeof mentors.$inferSelect;
let hiddenMentorId: number;
const projectIds: Record<string, number> = {};

serveApiRoutes(ROUTES, async () => {
  const db = database.handle().db;
  await seedMentors(db);
  await seedHitech(db);
  await seedFreelancers(db);
  [mentor] = (await db.select().from(mentors).where(eq(mentors.status, "published")).limit(1)) as [
    typeof mentors.$inferSelect,
  ];
  hiddenMentorId = (await db.select({ id: mentors.id }).from(mentors).where(eq(mentors.status, "draft")))[0]!.id;
  for (const p of await db.select({ id: hitechProjects.id, slug: hitechProjects.slug }).from(hitechProjects))
    projectIds[p.slug] = p.id;
});

/** The seeded mentor categories, in the order the forms offer them. */
const MENTOR_CATEGORIES = [
  "مدیریت محصول",
  "بازاریابی و فروش",
  "حقوقی و قراردادها",
  "مالی و سرمایه‌گذاری",
  "فنی و مهندسی نرم‌افزار",
  "طراحی و تجربه کاربری",
];

const options = (label: string) =>
  within(screen.getByLabelText(label, { selector: "select" }))
    .getAllByRole("option")
    .map((o) => o.textContent);

describe("request pages", () => {
  it("/mentors/request: a request for a mentor, with the topic section on the mentor categories", async () => {
    await renderPage(import("@/app/(site)/mentors/request/page") as Promise<PageModule>);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("درخواست منتور");
    for (const section of ["تیم شما", "موضوع", "نحوه همراهی", "مشخصات تماس"])
      expect(screen.getByRole("group", { name: section })).toBeTruthy();
    expect(options("حوزه موضوع")).toEqual(["حوزه موضوع را انتخاب کنید", ...MENTOR_CATEGORIES]);
    expect(screen.queryByLabelText("حوزه تخصصی")).toBeNull();
    expect(screen.getByRole("button", { name: "ارسال درخواست منتور" })).toBeTruthy();
  });

  it("/mentors/join: the application to become a mentor, with the mentor categories", async () => {
    await renderPage(import("@/app/(site)/mentors/join/page") as Promise<PageModule>);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("درخواست منتور شدن");
    expect(options("حوزه تخصصی")).toEqual(["حوزه تخصصی را انتخاب کنید", ...MENTOR_CATEGORIES]);
    expect(screen.getByRole("button", { name: "ارسال درخواست منتور شدن" })).toBeTruthy();
  });

  it("/mentors/mentor-request: an optional choice of published mentors", async () => {
    await renderPage(import("@/app/(site)/mentors/mentor-request/page") as Promise<PageModule>);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const mentorsOffered = options("منتور");
    expect(mentorsOffered[0]).toBe("بدون ترجیح؛ تیم آوینوکس منتور مناسب را پیشنهاد می‌دهد");
    expect(mentorsOffered).toContain(`${mentor.name}، ${mentor.title}`);
    expect(mentorsOffered.length).toBeGreaterThan(5);
    expect(options("نوع جلسه")).toEqual(["نوع جلسه را انتخاب کنید", "منتورینگ", "مشاوره تخصصی"]);
    expect(screen.getByRole("group", { name: "موضوع جلسه" })).toBeTruthy();
  });

  it("/mentors/{id}/mentor-request: the mentor's card and a fixed mentor; 404 for unknown, hidden and non-numeric ids", async () => {
    await renderPage(import("@/app/(site)/mentors/[id]/mentor-request/page") as Promise<PageModule>, {
      id: String(mentor.id),
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(`درخواست جلسه با ${mentor.name}`);
    expect(screen.getByRole("heading", { level: 2, name: mentor.name })).toBeTruthy();
    expect(screen.getByTestId("session-price").textContent).toMatch(/تومان|رایگان/);
    expect(screen.queryByLabelText("منتور", { selector: "select" })).toBeNull();
    expect((screen.getByLabelText("حوزه موضوع", { selector: "select" }) as HTMLSelectElement).value).toBe(
      String(mentor.categoryId),
    );
    const page = () => import("@/app/(site)/mentors/[id]/mentor-request/page") as Promise<PageModule>;
    expect(await thrown(renderPage(page(), { id: "999999" }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(await thrown(renderPage(page(), { id: String(hiddenMentorId) }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(await thrown(renderPage(page(), { id: "abc" }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
  });

  it("/projects/{id}/hitech-request: roles from the project's needs; a finished project's notice; 404s", async () => {
    const page = () => import("@/app/(site)/projects/[id]/hitech-request/page") as Promise<PageModule>;
    const { unmount } = await renderPage(page(), { id: String(projectIds["copper-mine-sensor-monitoring"]) });
    expect(options("نقش مورد نظر")).toEqual([
      "نقش مورد نظر را انتخاب کنید",
      "مهندس سیستم‌های نهفته",
      "توسعه‌دهنده بک‌اند",
      "متخصص یادگیری ماشین",
    ]);
    expect(options("نوع متقاضی")).toEqual(["نوع متقاضی را انتخاب کنید", "فرد", "تیم", "شرکت"]);
    unmount();
    await renderPage(page(), { id: String(projectIds["ore-grade-machine-vision"]) });
    expect(screen.getByText("این پروژه به پایان رسیده است و درخواست همکاری تازه نمی‌پذیرد.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "ارسال درخواست همکاری" })).toBeNull();
    expect(await thrown(renderPage(page(), { id: String(projectIds["drone-pistachio-spraying"]) }))).toBe(
      "NEXT_HTTP_ERROR_FALLBACK;404",
    );
    expect(await thrown(renderPage(page(), { id: "999999" }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(await thrown(renderPage(page(), { id: "12abc" }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
  });

  it("/freelancers/request: the sections of SPEC §2 with the freelancer categories", async () => {
    await renderPage(import("@/app/(site)/freelancers/request/page") as Promise<PageModule>);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("ثبت‌نام فریلنسر");
    for (const section of ["مشخصات فردی", "اطلاعات شغلی", "رزومه", "مهارت‌ها", "شبکه‌های اجتماعی"])
      expect(screen.getByRole("group", { name: section })).toBeTruthy();
    expect(options("حوزه کاری")).toContain("طراحی گرافیک و رابط کاربری");
    for (const network of ["اینستاگرام", "لینکدین", "ایکس (توییتر)", "تلگرام"])
      expect(screen.getByLabelText(network).getAttribute("dir")).toBe("ltr");
    expect(screen.getByLabelText("فایل رزومه").getAttribute("accept")).toContain(".pdf");
  });
});
