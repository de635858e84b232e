// Applications to a position the content desk publishes and takes down (issue 14): while it is
// public the job-resume and career-apply forms take applications to it; unpublished (a draft
// again) both refuse it and store nothing, as they refuse an unknown position.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as publish } from "@/app/api/v1/admin/content/jobs/[id]/publish/route";
import { POST as unpublish } from "@/app/api/v1/admin/content/jobs/[id]/unpublish/route";
import { POST as create } from "@/app/api/v1/admin/content/jobs/route";
import { POST as careerApply } from "@/app/api/v1/career-apply/create/route";
import { POST as resumeCreate } from "@/app/api/v1/job-resume/create/route";
import { jobUnits } from "@/server/db/schema";
import { seedJobs } from "@/server/seed/jobs";
import { setSmsProvider } from "@/server/sms";

import type { AdminJobPosition } from "@/shared/types/jobs";
import { solvedCaptcha } from "../../support/captcha";
import { withFreshDatabase } from "../../support/database";
import { postForm, postJson, type RouteHandler } from "../../support/http";
import { staffAccount, type Account } from "../../support/staff";
import { useDiskUploads } from "../../support/disk-uploads";

const cv = {
  bytes: new Uint8Array([...new TextEncoder().encode("%PDF-1.4\n"), ...new Uint8Array(400).fill(32)]),
  name: "رزومه.pdf",
};

describe("applications to a position published and taken down in the desk", () => {
  const database = withFreshDatabase();
  const db = () => database.handle().db;
  let editor: Account;
  let unitId: number;

  const asEditor = (handler: RouteHandler, body: unknown, id?: number) =>
    postJson(handler, body, {
      path: "admin/content/jobs",
      token: editor.token,
      context: { params: Promise.resolve({ id: String(id ?? "") }) },
    });

  const countFor = async (jobId: number) => {
    const result = (await db().execute(
      sql`select count(*)::int as n from requests where kind = 'job-resume' and subject_id = ${jobId}`,
    )) as unknown as { rows: Array<{ n: number }> };
    return result.rows[0]!.n;
  };

  const career = async (positionId: number) =>
    postForm(
      careerApply,
      {
        unit_id: String(unitId),
        position_id: String(positionId),
        full_name: "مریم احمدی",
        mobile: "۰۹۱۳۱۲۳۴۵۶۷",
        email: "maryam@example.com",
        ...(await solvedCaptcha()),
      },
      { resume: cv },
      { path: "career-apply/create" },
    );

  const resume = async (jobId: number) =>
    postForm(
      resumeCreate,
      {
        job_id: String(jobId),
        full_name: "مریم احمدی",
        mobile: "۰۹۱۳۱۲۳۴۵۶۷",
        email: "maryam@example.com",
        city: "کرمان",
        experience_years: "۳",
        ...(await solvedCaptcha()),
      },
      { resume: cv },
      { path: "job-resume/create" },
    );

  useDiskUploads("avinox-desk-jobs-");
  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async () => {} });
    await seedJobs(db());
    editor = await staffAccount(db(), "editor");
    const [unit] = await db().select().from(jobUnits).where(eq(jobUnits.slug, "tech"));
    unitId = unit!.id;
  });

  it("takes applications while the position is public, and refuses them once it is unpublished", async () => {
    const made = await asEditor(create, {
      unit_id: unitId,
      title: "حسابدار پاره‌وقت",
      type: "part-time",
      city: "کرمان",
      summary: "ثبت اسناد و گزارش‌های ماهانه مالی آوینوکس.",
      description: "ثبت اسناد حسابداری، تهیه گزارش‌های ماهانه و هماهنگی با حسابرس.",
    });
    expect(made.status).toBe(201);
    const position = (await made.json()) as AdminJobPosition;
    // A draft takes nothing.
    expect((await resume(position.id)).status).toBe(404);

    expect((await asEditor(publish, { version: 1 }, position.id)).status).toBe(200);
    expect((await resume(position.id)).status).toBe(201);
    expect(await countFor(position.id)).toBe(1);
    expect((await career(position.id)).status).toBe(201);

    expect((await asEditor(unpublish, { version: 2 }, position.id)).status).toBe(200);
    const refused = await resume(position.id);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { message: string }).message).toBe("موقعیت شغلی که دنبال آن بودید پیدا نشد.");
    expect(await countFor(position.id)).toBe(1);
    const notOpen = await career(position.id);
    expect(notOpen.status).toBe(422);
    expect(await notOpen.json()).toEqual([
      { field: "position_id", message: "این موقعیت در واحد انتخاب‌شده باز نیست؛ موقعیت دیگری انتخاب کنید." },
    ]);
  });
});
