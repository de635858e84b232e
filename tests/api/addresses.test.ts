// Addresses of the signed-in user: the province and city lists, validation in Persian (with
// Persian digits), the city-in-province check, owner-only listing and deleting.
import { describe, expect, it } from "vitest";
import { GET as cities } from "@/app/api/v1/site/cities/route";
import { GET as provinces } from "@/app/api/v1/site/provinces/route";
import { GET as list } from "@/app/api/v1/user/addresses/route";
import { POST as create } from "@/app/api/v1/user/addresses/create/route";
import { POST as remove } from "@/app/api/v1/user/addresses/delete/route";
import type { Address, City, Province } from "@/shared/types/account";
import { sessionToken } from "../support/accounts";
import { withFreshDatabase } from "../support/database";
import { bearer, getFrom, postJson } from "../support/http";

const home = {
  title: "خانه",
  province_id: "۲۱",
  city_id: "0",
  address: "کرمان، بلوار جمهوری اسلامی، کوچه ۱۴، پلاک ۲۳، واحد ۲",
  postal_code: "۷۶۱۶۹۱۳۵۵۵",
  phone: "۰۳۴۳۲۱۱۲۲۳۳",
};

describe("province and city lists", () => {
  it("lists the 31 provinces", async () => {
    const response = await getFrom(provinces);
    expect(response.status).toBe(200);
    const items = (await response.json()) as Province[];
    expect(items).toHaveLength(31);
    expect(items).toContainEqual({ id: 21, name: "کرمان" });
  });

  it("lists a province's cities, Kerman first with id 0", async () => {
    const kerman = (await (await getFrom(cities, "?province_id=21")).json()) as City[];
    expect(kerman[0]).toEqual({ id: 0, name: "کرمان", province_id: 21, local_payment: true });
    expect(kerman.map((c) => c.name)).toEqual(
      expect.arrayContaining(["رفسنجان", "سیرجان", "بم", "جیرفت", "زرند", "شهر بابک", "کهنوج", "بافت", "راور"]),
    );
    const tehran = (await (await getFrom(cities, "?province_id=8")).json()) as City[];
    expect(tehran[0]).toMatchObject({ name: "تهران", province_id: 8, local_payment: false });
  });

  it("answers 422 without a province and 404 for an unknown one", async () => {
    const missing = await getFrom(cities);
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual([{ field: "province_id", message: "استان را انتخاب کنید" }]);
    const unknown = await getFrom(cities, "?province_id=40");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe("استانی با این شناسه پیدا نشد.");
  });
});

describe("addresses", () => {
  withFreshDatabase();

  it("needs a signed-in user", async () => {
    expect((await getFrom(list)).status).toBe(401);
    expect((await postJson(create, home)).status).toBe(401);
    expect((await postJson(remove, {}, { query: "?id=1" })).status).toBe(401);
  });

  it("stores an address typed with Persian digits, with its province and city names", async () => {
    const token = await sessionToken("09131110001");
    const response = await postJson(create, home, { headers: bearer(token) });
    expect(response.status).toBe(201);
    const saved = (await response.json()) as Address;
    expect(saved).toMatchObject({
      title: "خانه",
      province_id: 21,
      province_name: "کرمان",
      city_id: 0,
      city_name: "کرمان",
      postal_code: "7616913555",
      phone: "03432112233",
    });
    const listed = await getFrom(list, "", { token });
    expect(listed.headers.get("x-pagination-total-count")).toBe("1");
    expect(((await listed.json()) as Address[]).map((a) => a.id)).toEqual([saved.id]);
  });

  it("answers every invalid field in Persian", async () => {
    const token = await sessionToken("09131110002");
    const response = await postJson(
      create,
      { title: "", province_id: "", city_id: "", address: "کرمان", postal_code: "۱۲۳۴۵", phone: "۱۲۳" },
      { headers: bearer(token) },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual([
      { field: "title", message: "عنوان نشانی الزامی است" },
      { field: "province_id", message: "استان را انتخاب کنید" },
      { field: "city_id", message: "شهر را انتخاب کنید" },
      { field: "address", message: "نشانی باید حداقل ۱۰ کاراکتر باشد" },
      { field: "postal_code", message: "کد پستی باید عددی و دقیقاً ۱۰ رقم باشد" },
      { field: "phone", message: "شماره تلفن باید یک شماره تلفن معتبر باشد" },
    ]);
    expect((await (await getFrom(list, "", { token })).json()) as Address[]).toEqual([]);
  });

  it("refuses a city outside the chosen province, and ids that do not exist", async () => {
    const token = await sessionToken("09131110003");
    const shiraz = (await (await getFrom(cities, "?province_id=17")).json()) as City[];
    const mismatch = await postJson(create, { ...home, city_id: shiraz[0]!.id }, { headers: bearer(token) });
    expect(mismatch.status).toBe(422);
    expect(await mismatch.json()).toEqual([{ field: "city_id", message: "شهر انتخاب‌شده در این استان نیست" }]);
    const unknown = await postJson(create, { ...home, province_id: 32, city_id: 999999 }, { headers: bearer(token) });
    expect(await unknown.json()).toEqual([
      { field: "province_id", message: "استان انتخاب‌شده معتبر نیست" },
      { field: "city_id", message: "شهر انتخاب‌شده معتبر نیست" },
    ]);
    const sirjan = ((await (await getFrom(cities, "?province_id=21")).json()) as City[]).find(
      (c) => c.name === "سیرجان",
    )!;
    const ok = await postJson(
      create,
      { ...home, title: "دفتر سیرجان", city_id: sirjan.id, phone: "" },
      { headers: bearer(token) },
    );
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ city_name: "سیرجان", phone: null });
  });

  it("shows and deletes only the owner's addresses; another user's is 404", async () => {
    const maryam = await sessionToken("09131110004");
    const reza = await sessionToken("09131110005");
    const mine = (await (
      await postJson(create, { ...home, title: "محل کار" }, { headers: bearer(maryam) })
    ).json()) as Address;
    await postJson(create, home, { headers: bearer(reza) });

    const rezaList = (await (await getFrom(list, "", { token: reza })).json()) as Address[];
    expect(rezaList.map((a) => a.id)).not.toContain(mine.id);

    const stolen = await postJson(remove, {}, { query: `?id=${mine.id}`, headers: bearer(reza) });
    expect(stolen.status).toBe(404);
    expect((await stolen.json()).message).toBe("نشانی پیدا نشد.");
    expect(((await (await getFrom(list, "", { token: maryam })).json()) as Address[]).map((a) => a.id)).toEqual([
      mine.id,
    ]);

    const deleted = await postJson(remove, {}, { query: `?id=${mine.id}`, headers: bearer(maryam) });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id: mine.id });
    expect(await (await getFrom(list, "", { token: maryam })).json()).toEqual([]);
    expect((await postJson(remove, {}, { query: `?id=${mine.id}`, headers: bearer(maryam) })).status).toBe(404);
    expect((await postJson(remove, {}, { query: "?id=abc", headers: bearer(maryam) })).status).toBe(404);
  });

  it("refuses a cookie-borne delete without the web client's header (CSRF)", async () => {
    const token = await sessionToken("09131110006");
    const saved = (await (await postJson(create, home, { headers: bearer(token) })).json()) as Address;
    const forged = await postJson(
      remove,
      {},
      { query: `?id=${saved.id}`, headers: { cookie: `avinox_token=${token}` } },
    );
    expect(forged.status).toBe(403);
    const fromSite = await postJson(
      remove,
      {},
      { query: `?id=${saved.id}`, headers: { cookie: `avinox_token=${token}`, "client-id": "web" } },
    );
    expect(fromSite.status).toBe(200);
  });

  it("keeps at most 20 addresses per account", async () => {
    const token = await sessionToken("09131110007");
    for (let i = 0; i < 20; i += 1)
      expect((await postJson(create, { ...home, title: `نشانی ${i + 1}` }, { headers: bearer(token) })).status).toBe(
        201,
      );
    const over = await postJson(create, home, { headers: bearer(token) });
    expect(over.status).toBe(422);
    expect(await over.json()).toEqual([
      { field: "title", message: "حداکثر ۲۰ نشانی می‌توانید ثبت کنید؛ ابتدا یکی از نشانی‌های قبلی را حذف کنید." },
    ]);
  });
});
