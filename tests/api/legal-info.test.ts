// Legal info of the signed-in user's companies: create, update, owner-only reads and writes,
// the national id's check digit and the other fields' rules in Persian.
import { describe, expect, it } from "vitest";
import { GET as list } from "@/app/api/v1/user/legal-info/route";
import { POST as save } from "@/app/api/v1/user/legal-info/save/route";
import { GET as view } from "@/app/api/v1/user/legal-info/view/route";
import type { LegalInfo } from "@/shared/types/account";
import { sessionToken } from "../support/accounts";
import { withFreshDatabase } from "../support/database";
import { getFrom, postJson } from "../support/http";

const company = {
  company_name: "فناوران هوشمند کویر",
  national_id: "۱۰۳۸۰۲۸۴۷۹۰",
  registration_number: "۴۵۶۷۸",
  economic_code: "۴۱۱۱۴۷۸۹۶۵۲۳",
  address: "کرمان، پارک علم و فناوری، ساختمان نوآوری، طبقه سوم",
  phone: "۰۳۴-۳۱۲۳۴۵۶۷",
};

describe("legal info", () => {
  withFreshDatabase();

  it("needs a signed-in user", async () => {
    expect((await getFrom(list)).status).toBe(401);
    expect((await postJson(save, company, { path: "user/legal-info/save" })).status).toBe(401);
    expect((await getFrom(view, "?id=1")).status).toBe(401);
  });

  it("creates a record with Persian digits normalised, then updates it by id", async () => {
    const token = await sessionToken("09132220001");
    const created = await postJson(save, company, { path: "user/legal-info/save", token });
    expect(created.status).toBe(201);
    const saved = (await created.json()) as LegalInfo;
    expect(saved).toMatchObject({
      company_name: "فناوران هوشمند کویر",
      national_id: "10380284790",
      registration_number: "45678",
      economic_code: "411147896523",
      phone: "03431234567",
    });

    const updated = await postJson(
      save,
      { ...company, id: saved.id, company_name: "فناوران هوشمند کویر (سهامی خاص)", economic_code: "" },
      { path: "user/legal-info/save", token },
    );
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      id: saved.id,
      company_name: "فناوران هوشمند کویر (سهامی خاص)",
      economic_code: null,
    });

    const all = (await (await getFrom(list, "", { token })).json()) as LegalInfo[];
    expect(all).toHaveLength(1);
    expect(all[0]!.company_name).toBe("فناوران هوشمند کویر (سهامی خاص)");
    expect(await (await getFrom(view, `?id=${saved.id}`, { token })).json()).toMatchObject({
      id: saved.id,
      national_id: "10380284790",
    });
  });

  it("answers every invalid field in Persian", async () => {
    const token = await sessionToken("09132220002");
    const response = await postJson(
      save,
      {
        company_name: "",
        national_id: "10380284792",
        registration_number: "۱۲الف",
        economic_code: "۱۲۳",
        address: "کوتاه",
        phone: "۹۱۲",
      },
      { path: "user/legal-info/save", token },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual([
      { field: "company_name", message: "نام شرکت الزامی است" },
      { field: "national_id", message: "شناسه ملی معتبر نیست" },
      { field: "registration_number", message: "شماره ثبت فقط می‌تواند شامل اعداد باشد" },
      { field: "economic_code", message: "کد اقتصادی باید عددی و دقیقاً ۱۲ رقم باشد" },
      { field: "address", message: "نشانی باید حداقل ۱۰ کاراکتر باشد" },
      { field: "phone", message: "شماره تلفن باید یک شماره تلفن معتبر باشد" },
    ]);
    const short = await postJson(save, { ...company, national_id: "۱۲۳۴۵" }, { path: "user/legal-info/save", token });
    expect(await short.json()).toEqual([{ field: "national_id", message: "شناسه ملی باید عددی و دقیقاً ۱۱ رقم باشد" }]);
  });

  it("refuses the same company twice for one account", async () => {
    const token = await sessionToken("09132220003");
    expect((await postJson(save, company, { path: "user/legal-info/save", token })).status).toBe(201);
    const again = await postJson(
      save,
      { ...company, company_name: "شرکت دیگر" },
      { path: "user/legal-info/save", token },
    );
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual([
      { field: "national_id", message: "اطلاعات شرکتی با این شناسه ملی قبلاً ثبت کرده‌اید." },
    ]);
    // Another company is fine.
    expect(
      (
        await postJson(
          save,
          { ...company, national_id: "10100859450", company_name: "صنایع کرمان" },
          { path: "user/legal-info/save", token },
        )
      ).status,
    ).toBe(201);
    expect((await getFrom(list, "", { token })).headers.get("x-pagination-total-count")).toBe("2");
  });

  it("never shows or changes another user's record", async () => {
    const owner = await sessionToken("09132220004");
    const other = await sessionToken("09132220005");
    const saved = (await (
      await postJson(save, company, { path: "user/legal-info/save", token: owner })
    ).json()) as LegalInfo;

    expect(await (await getFrom(list, "", { token: other })).json()).toEqual([]);
    const peek = await getFrom(view, `?id=${saved.id}`, { token: other });
    expect(peek.status).toBe(404);
    expect((await peek.json()).message).toBe("اطلاعات حقوقی پیدا نشد.");
    const hijack = await postJson(
      save,
      { ...company, id: saved.id, company_name: "تغییر غیرمجاز" },
      { path: "user/legal-info/save", token: other },
    );
    expect(hijack.status).toBe(404);
    expect(await (await getFrom(view, `?id=${saved.id}`, { token: owner })).json()).toMatchObject({
      company_name: "فناوران هوشمند کویر",
    });
    // The other user may register the same company for themselves.
    expect((await postJson(save, company, { path: "user/legal-info/save", token: other })).status).toBe(201);
  });
});
