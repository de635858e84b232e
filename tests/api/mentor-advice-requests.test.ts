// The mentoring or consultation session request (POST /v1/mentor/advice-request; the other mentor
// requests: ./mentor-requests.test.ts): stored, tracked and read back, the topic sections' rules,
// an unknown or hidden mentor refused on mentor_id.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as adviceRequest } from "@/app/api/v1/mentor/advice-request/route";
import { storedRequest } from "../support/database";
import { COLUMNS, mentorRequestsSetup } from "../support/mentor-requests";
import { requestForm } from "../support/request-form";

const form = requestForm(adviceRequest, "mentor/x");

describe("mentor requests", () => {
  const { database, seeded } = mentorRequestsSetup();

  describe("POST /v1/mentor/advice-request", () => {
    const session = () => ({
      session_type: "منتورینگ",
      topic_category_id: String(seeded.categoryId),
      topic_title: "قیمت‌گذاری اشتراک ماهانه",
      topic_description: "اپلیکیشن ما ۸۰۰ کاربر فعال دارد ولی نمی‌دانیم اشتراک ماهانه را چقدر قیمت بگذاریم.",
      business_stage: "محصول اولیه (MVP)",
      full_name: "امید رستمی",
      mobile: "09151112233",
      email: "omid@example.com",
      preferred_time: "عصر",
      preferred_mode: "آنلاین",
    });

    it("stores a session request without a mentor (the team suggests one)", async () => {
      const db = database.handle().db;
      const receipt = await form.acceptedJson({ ...session(), mentor_id: "" });
      expect(receipt).toMatchObject({
        kind: "mentor-advice",
        kind_label: "درخواست جلسه منتورینگ",
        subject_title: null,
      });
      const row = await storedRequest(db, receipt.tracking_code, COLUMNS);
      expect(row).toMatchObject({ subject_id: null, user_id: null, mobile: "09151112233" });
      // Text is stored as the shared rules normalise it: trimmed, Latin digits.
      expect(row.payload).toMatchObject({
        ...session(),
        topic_category_id: seeded.categoryId,
        topic_description: session().topic_description.replace("۸۰۰", "800"),
      });
      expect(row.payload.mentor_id).toBeUndefined();
    });

    it("stores a request for a mentor, with the mentor as its subject", async () => {
      const db = database.handle().db;
      const receipt = await form.acceptedJson<{ tracking_code: string; subject_title: string }>({
        ...session(),
        session_type: "مشاوره تخصصی",
        preferred_mode: "حضوری",
        mentor_id: String(seeded.mentor.id),
      });
      expect(receipt.subject_title).toBe(seeded.mentor.name);
      const row = await storedRequest(db, receipt.tracking_code, COLUMNS);
      expect(row).toMatchObject({ subject_id: seeded.mentor.id, subject_title: seeded.mentor.name });
      expect(row.payload).toMatchObject({
        mentor_id: seeded.mentor.id,
        session_type: "مشاوره تخصصی",
        preferred_mode: "حضوری",
      });
    });

    it("refuses an unknown or hidden mentor on mentor_id", async () => {
      const db = database.handle().db;
      const message = { mentor_id: "منتور انتخاب‌شده پیدا نشد؛ منتور دیگری انتخاب کنید." };
      for (const mentorId of [999999, seeded.hiddenMentorId]) {
        expect(await form.jsonSolvedErrors({ ...session(), mentor_id: mentorId })).toEqual(message);
      }
      expect(await form.jsonErrors({ ...session(), mentor_id: "abc" })).toEqual({ mentor_id: "منتور را انتخاب کنید" });
      const count = (await db.execute(
        sql`select count(*)::int as n from requests where kind = 'mentor-advice' and subject_id = ${seeded.hiddenMentorId}`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(count.rows[0]!.n).toBe(0);
    });

    it("checks the topic section", async () => {
      expect(
        await form.jsonErrors({
          ...session(),
          topic_category_id: "",
          topic_title: "",
          topic_description: "خیلی کوتاه است",
          business_stage: "نمی‌دانم",
        }),
      ).toEqual({
        topic_category_id: "حوزه موضوع را انتخاب کنید",
        topic_title: "عنوان موضوع الزامی است",
        topic_description: "شرح پرسش یا چالش باید حداقل ۳۰ کاراکتر باشد",
        business_stage: "مرحله فعلی کسب‌وکار باید یک مقدار معتبر باشد",
      });
      expect(await form.jsonErrors({ ...session(), topic_title: "قیم", topic_description: "x".repeat(3001) })).toEqual({
        topic_title: "عنوان موضوع باید حداقل ۵ کاراکتر باشد",
        topic_description: "شرح پرسش یا چالش نباید بیشتر از ۳,۰۰۰ کاراکتر باشد",
      });
      // A category that exists is required; the mentor's own field is not forced on the topic.
      expect(await form.jsonSolvedErrors({ ...session(), topic_category_id: "999999" })).toEqual({
        topic_category_id: "حوزه موضوع را از فهرست انتخاب کنید",
      });
      await form.acceptedJson({
        ...session(),
        topic_category_id: String(seeded.legalCategoryId),
        mentor_id: String(seeded.mentor.id),
      });
    });

    it("checks the session choices", async () => {
      expect(
        await form.jsonErrors({ ...session(), session_type: "کوچینگ", preferred_time: "شب", preferred_mode: "تلفنی" }),
      ).toEqual({
        session_type: "نوع جلسه باید یک مقدار معتبر باشد",
        preferred_time: "زمان ترجیحی باید یک مقدار معتبر باشد",
        preferred_mode: "نحوه برگزاری باید یک مقدار معتبر باشد",
      });
    });
  });
});
