// The mentor request endpoints: asking for a mentor (POST /v1/mentor/create; the team matches one),
// a mentoring or consultation session (POST /v1/mentor/advice-request) and applying to become a
// mentor (POST /v1/mentor/apply): stored, tracked and read back, the topic sections' rules, an
// unknown or hidden mentor refused on mentor_id, applications stored before the move still read as
// applications, garbage never a 5xx.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as adviceRequest } from "@/app/api/v1/mentor/advice-request/route";
import { POST as mentorApply } from "@/app/api/v1/mentor/apply/route";
import { POST as mentorRequest } from "@/app/api/v1/mentor/create/route";
import { GET as track } from "@/app/api/v1/request/track/route";
import { GET as myRequests } from "@/app/api/v1/user/requests/route";
import { storedRequest } from "../support/database";
import { COLUMNS, mentorRequestsSetup } from "../support/mentor-requests";
import { getFrom, nextIp, postJson } from "../support/http";
import { requestForm } from "../support/request-form";
import { CAPTCHA_MESSAGES } from "@/validation/requests/captcha-messages";
import { signedInMember } from "../support/staff";

const asking = requestForm(mentorRequest, "mentor/x");
const applying = requestForm(mentorApply, "mentor/x");

describe("mentor requests", () => {
  const { database, sms, seeded } = mentorRequestsSetup();
  const application = () => ({
    full_name: "نرگس امیری",
    mobile: "۰۹۱۳۴۵۶۷۸۹۰",
    email: "narges.amiri@example.com",
    category_id: String(seeded.categoryId),
    title: "مدیر محصول ارشد",
    company: "فناوران کویر",
    years_of_experience: "۱۲",
    topics: "کشف مشتری، قیمت‌گذاری\nنقشه راه محصول",
    linkedin: "@narges-amiri",
    bio: "دوازده سال مدیریت محصول در استارتاپ‌های فین‌تک و سلامت؛ سه محصول را از ایده تا بازار برده‌ام.",
    hours_per_month: "۸",
  });

  describe("POST /v1/mentor/create (asking for a mentor)", () => {
    const need = () => ({
      team_name: "کافه‌یار",
      team_size: "۴",
      business_stage: "نمونه اولیه",
      team_description: "نرم‌افزار سفارش و صندوق برای کافه‌های کوچک کرمان می‌سازیم.",
      topic_category_id: String(seeded.categoryId),
      topic_title: "ورود به بازار شهرهای همسایه",
      topic_description: "در کرمان ۲۰ مشتری داریم و نمی‌دانیم فروش در رفسنجان و سیرجان را از کجا شروع کنیم.",
      duration: "سه ماه",
      frequency: "هر دو هفته یک جلسه",
      meeting_mode: "فرقی نمی‌کند",
      full_name: "سحر مرادی",
      mobile: "۰۹۱۳۷۷۷۶۶۵۵",
      email: "sahar@example.com",
    });

    it("stores the team, the topic section and the mentoring wishes with no mentor named; tracked by code and mobile; confirmed by SMS", async () => {
      const db = database.handle().db;
      const receipt = await asking.acceptedJson(need());
      expect(receipt).toMatchObject({
        kind: "mentor-request",
        kind_label: "درخواست منتور",
        status: "received",
        subject_title: null,
      });
      const row = await storedRequest(db, receipt.tracking_code, COLUMNS);
      expect(row).toMatchObject({
        kind: "mentor-request",
        subject_id: null,
        user_id: null,
        mobile: "09137776655",
        full_name: "سحر مرادی",
      });
      expect(row.payload).toEqual({
        ...need(),
        team_size: 4,
        topic_category_id: seeded.categoryId,
        topic_description: need().topic_description.replace("۲۰", "20"),
        mobile: "09137776655",
      });

      const found = await getFrom(track, `?code=${receipt.tracking_code}&mobile=09137776655`, { ip: nextIp() });
      expect(found.status).toBe(200);
      const detail = await found.json();
      expect(detail).toMatchObject({ kind_label: "درخواست منتور", status_label: "دریافت شد" });
      expect(detail.history.map((h: { status: string }) => h.status)).toEqual(["received"]);
      const confirmation = sms.findLast((m) => m.to === "09137776655")!;
      expect(confirmation.text).toContain("«درخواست منتور»");
      expect(confirmation.text).toContain(receipt.tracking_code);
    });

    it("a signed-in sender needs no captcha and finds it among their requests, by its kind too", async () => {
      const user = await signedInMember("09137770000");
      const auth = user.auth;
      const { tracking_code } = await asking.acceptedSignedIn({ ...need(), mobile: "09137770000" }, auth);
      const mine = (await (
        await getFrom(myRequests, "?kind=mentor-request", { ip: nextIp(), headers: auth })
      ).json()) as Array<{ tracking_code: string; kind_label: string }>;
      expect(mine).toEqual([expect.objectContaining({ tracking_code, kind_label: "درخواست منتور" })]);
    });

    it("asks anonymous senders for the captcha", async () => {
      expect(await asking.jsonErrors(need())).toEqual({
        altcha: CAPTCHA_MESSAGES.failed,
      });
    });

    it("checks the team, the topic section and the mentoring wishes in Persian", async () => {
      expect(
        await asking.jsonErrors({
          ...need(),
          team_name: "",
          team_size: "۰",
          business_stage: "",
          team_description: "کوتاه",
          topic_category_id: "",
          topic_title: "قیم",
          topic_description: "خیلی کوتاه است",
          duration: "ده سال",
          frequency: "",
          meeting_mode: "تلفنی",
          email: "sahar@",
        }),
      ).toEqual({
        team_name: "نام تیم یا استارتاپ الزامی است",
        team_size: "مقدار تعداد اعضای تیم باید ۱ یا بیشتر باشد",
        business_stage: "مرحله فعلی کسب‌وکار الزامی است",
        team_description: "معرفی تیم و کسب‌وکار باید حداقل ۲۰ کاراکتر باشد",
        topic_category_id: "حوزه موضوع را انتخاب کنید",
        topic_title: "عنوان موضوع باید حداقل ۵ کاراکتر باشد",
        topic_description: "شرح نیاز یا چالش باید حداقل ۳۰ کاراکتر باشد",
        duration: "مدت همراهی باید یک مقدار معتبر باشد",
        frequency: "تناوب جلسه‌ها الزامی است",
        meeting_mode: "نحوه برگزاری باید یک مقدار معتبر باشد",
        email: "ایمیل باید یک ایمیل معتبر باشد",
      });
      expect(await asking.jsonSolvedErrors({ ...need(), topic_category_id: "999999" })).toEqual({
        topic_category_id: "حوزه موضوع را از فهرست انتخاب کنید",
      });
    });

    it("no longer takes an application to become a mentor (that is POST /v1/mentor/apply)", async () => {
      const db = database.handle().db;
      const errors = await asking.jsonSolvedErrors(application());
      expect(Object.keys(errors)).toEqual(
        expect.arrayContaining(["team_name", "topic_category_id", "topic_title", "duration"]),
      );
      const count = (await db.execute(
        sql`select count(*)::int as n from requests where mobile = '09134567890' and kind = 'mentor-request'`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(count.rows[0]!.n).toBe(0);
    });
  });

  describe("POST /v1/mentor/apply", () => {
    it("stores a valid application with parsed topics, numbers and a full LinkedIn address", async () => {
      const db = database.handle().db;
      const receipt = await applying.acceptedJson(application());
      expect(receipt).toMatchObject({
        kind: "mentor-apply",
        kind_label: "درخواست منتور شدن",
        status: "received",
        subject_title: null,
      });
      const row = await storedRequest(db, receipt.tracking_code, COLUMNS);
      expect(row).toMatchObject({
        kind: "mentor-apply",
        subject_id: null,
        user_id: null,
        mobile: "09134567890",
        full_name: "نرگس امیری",
      });
      expect(row.payload).not.toHaveProperty("altcha");
      expect(row.payload).toEqual({
        full_name: "نرگس امیری",
        mobile: "09134567890",
        email: "narges.amiri@example.com",
        category_id: seeded.categoryId,
        title: "مدیر محصول ارشد",
        company: "فناوران کویر",
        years_of_experience: 12,
        topics: ["کشف مشتری", "قیمت‌گذاری", "نقشه راه محصول"],
        linkedin: "https://www.linkedin.com/in/narges-amiri",
        bio: application().bio,
        hours_per_month: 8,
      });
    });

    it("needs no captcha from a signed-in user and records who sent it", async () => {
      const db = database.handle().db;
      const user = await signedInMember("09134567890");
      const { company: _company, linkedin: _linkedin, ...withoutOptional } = application();
      const receipt = await applying.acceptedSignedIn(withoutOptional, user.auth);
      const row = await storedRequest(db, receipt.tracking_code, COLUMNS);
      expect(row.user_id).toBe(user.id);
      expect(row.payload.company).toBeUndefined();
      expect(row.payload.linkedin).toBeUndefined();
    });

    it("asks anonymous senders for the captcha", async () => {
      expect(await applying.jsonErrors(application())).toEqual({
        altcha: CAPTCHA_MESSAGES.failed,
      });
    });

    it("answers every broken rule in Persian", async () => {
      const errors = await applying.jsonErrors({
        ...application(),
        full_name: "",
        mobile: "09134",
        email: "narges@",
        category_id: "",
        years_of_experience: "۶۱",
        topics: Array.from({ length: 11 }, (_, i) => `موضوع ${i + 1}`).join("،"),
        linkedin: "https://github.com/narges",
        bio: "کوتاه",
        hours_per_month: "۴۱",
      });
      expect(errors).toEqual({
        full_name: "نام و نام خانوادگی الزامی است",
        mobile: "مقدار شماره موبایل معتبر نیست",
        email: "ایمیل باید یک ایمیل معتبر باشد",
        category_id: "حوزه تخصصی را انتخاب کنید",
        years_of_experience: "مقدار سابقه کار باید ۶۰ یا کمتر باشد",
        topics: "حداکثر ۱۰ موضوع می‌توانید وارد کنید",
        linkedin: "نشانی لینکدین باید از دامنه linkedin.com باشد",
        bio: "معرفی و سوابق باید حداقل ۵۰ کاراکتر باشد",
        hours_per_month: "مقدار ساعت در ماه باید ۴۰ یا کمتر باشد",
      });
      const more = await applying.jsonErrors({
        ...application(),
        years_of_experience: "0",
        hours_per_month: "1.5",
        topics: " ,\n ",
        title: "",
      });
      expect(more).toEqual({
        years_of_experience: "مقدار سابقه کار باید ۱ یا بیشتر باشد",
        hours_per_month: "ساعت در ماه فقط می‌تواند شامل اعداد باشد",
        topics: "موضوع‌های مشاوره الزامی است",
        title: "عنوان شغلی الزامی است",
      });
      expect(await applying.jsonErrors({ ...application(), topics: "قیمت‌گذاری، قيمت‌گذاری" })).toEqual({
        topics: "موضوع «قيمت‌گذاری» تکراری است",
      });
    });

    it("refuses a category that is not on the list", async () => {
      expect(await applying.jsonSolvedErrors({ ...application(), category_id: "999999" })).toEqual({
        category_id: "حوزه تخصصی را از فهرست انتخاب کنید",
      });
    });
  });

  it("an application stored before the move (kind mentor-create) still reads as an application: migration 0005 renames it", async () => {
    const db = database.handle().db;
    const migrations = path.join(process.cwd(), "server/db/migrations");
    const journal = JSON.parse(readFileSync(path.join(migrations, "meta/_journal.json"), "utf8")) as {
      entries: Array<{ tag: string; when: number }>;
    };
    const entry = journal.entries.find((e) => e.tag === "0005_mentor_request")!;
    // The migrator applied it to this fresh database, as it does at every start.
    const applied = (await db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations where created_at = ${entry.when}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(applied.rows[0]!.n).toBe(1);

    const [old] = (
      (await db.execute(
        sql`insert into requests (kind, tracking_code, mobile, full_name, payload) values ('mentor-create', 'AVX-OLDA-PPLY', '09134560000', 'مینا شریفی', '{}'::jsonb) returning id`,
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows;
    await db.execute(sql`insert into request_status_history (request_id, status) values (${old!.id}, 'received')`);
    await db.execute(sql.raw(readFileSync(path.join(migrations, "0005_mentor_request.sql"), "utf8")));
    const detail = await (await getFrom(track, "?code=AVX-OLDA-PPLY&mobile=09134560000", { ip: nextIp() })).json();
    expect(detail).toMatchObject({ kind: "mentor-apply", kind_label: "درخواست منتور شدن" });
  });

  it("never answers garbage with a 5xx", async () => {
    const huge = "ب".repeat(200_000);
    const bodies: unknown[] = [
      "",
      "null",
      "[]",
      "42",
      '"text"',
      "{not json",
      [{ full_name: "x" }],
      { full_name: null, mobile: null, email: null, category_id: null, topics: null, bio: null },
      {
        full_name: 12345,
        mobile: 9131234567,
        email: 1,
        category_id: [1],
        years_of_experience: { n: 1 },
        topics: [1, 2],
        hours_per_month: true,
      },
      { full_name: huge, mobile: huge, email: huge, title: huge, topics: huge, bio: huge, linkedin: huge },
      {
        category_id: -1,
        years_of_experience: -5,
        hours_per_month: 1e99,
        topics: [null],
        linkedin: ["https://linkedin.com/in/a"],
      },
      {
        mentor_id: { id: 1 },
        topic_category_id: "1; drop table requests",
        session_type: ["منتورینگ"],
        preferred_time: null,
      },
      { mentor_id: 1e12, topic_category_id: 2_147_483_648, topic_description: huge, business_stage: 0 },
      { __proto__: { admin: true }, constructor: { prototype: {} }, altcha: { x: 1 } },
    ];
    let tried = 0;
    for (const handler of [mentorRequest, mentorApply, adviceRequest]) {
      for (const body of bodies) {
        const response = await postJson(handler, body, { path: "mentor/x" });
        expect(response.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
        // 413: a body past the endpoint's size cap is refused before it is read.
        expect([400, 413, 422]).toContain(response.status);
        tried += 1;
      }
    }
    expect(tried).toBe(42);
  });
});
