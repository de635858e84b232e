// The province and city constants (SPEC §3): 31 provinces, Kerman's cities with the city of Kerman
// as id 0, unique city ids, and the address schema's province/city check.
import { describe, expect, it } from "vitest";
import {
  CITIES,
  citiesOf,
  cityById,
  cityInProvince,
  DEFAULT_CITIES,
  KERMAN_CITY_ID,
  KERMAN_PROVINCE_ID,
  PROVINCES,
  provinceById,
} from "@/shared/geo/iran";
import { addressSchema } from "@/validation/account/address";

describe("Iran's provinces and cities", () => {
  it("has all 31 provinces, ids 1 to 31, with Persian names", () => {
    expect(PROVINCES).toHaveLength(31);
    expect(PROVINCES.map((p) => p.id)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(new Set(PROVINCES.map((p) => p.name)).size).toBe(31);
    expect(PROVINCES.every((p) => /^[\u0600-\u06FF\u200c ]+$/.test(p.name))).toBe(true);
    expect(provinceById(KERMAN_PROVINCE_ID)?.name).toBe("کرمان");
    expect(provinceById(8)?.name).toBe("تهران");
    expect(provinceById(0)).toBeUndefined();
    expect(provinceById(32)).toBeUndefined();
  });

  it("keeps the city of Kerman as id 0, first among Kerman's main cities", () => {
    expect(DEFAULT_CITIES).toEqual([{ id: 0, name: "کرمان", province_id: KERMAN_PROVINCE_ID, local_payment: true }]);
    const kerman = citiesOf(KERMAN_PROVINCE_ID);
    expect(kerman[0]).toMatchObject({ id: KERMAN_CITY_ID, name: "کرمان" });
    expect(kerman.map((c) => c.name)).toEqual(
      expect.arrayContaining(["رفسنجان", "سیرجان", "بم", "جیرفت", "زرند", "شهر بابک", "کهنوج", "بافت", "راور"]),
    );
    expect(cityById(0)?.province_id).toBe(KERMAN_PROVINCE_ID);
  });

  it("gives every province at least its capital, and every city one unique id", () => {
    for (const province of PROVINCES) expect(citiesOf(province.id).length).toBeGreaterThan(0);
    expect(citiesOf(17)[0]!.name).toBe("شیراز");
    expect(citiesOf(11)[0]!.name).toBe("مشهد");
    expect(new Set(CITIES.map((c) => c.id)).size).toBe(CITIES.length);
    expect(citiesOf(99)).toEqual([]);
  });

  it("knows which city is in which province", () => {
    expect(cityInProvince(0, KERMAN_PROVINCE_ID)).toBe(true);
    expect(cityInProvince(citiesOf(8)[0]!.id, KERMAN_PROVINCE_ID)).toBe(false);
    expect(cityInProvince(12345, KERMAN_PROVINCE_ID)).toBe(false);
  });

  it("lets the address schema accept Kerman (id 0) and refuse a city of another province", () => {
    const base = { title: "خانه", address: "کرمان، خیابان شریعتی، کوچه ۱۲، پلاک ۴", postal_code: "۷۶۱۸۷-۴۵۶۷۸" };
    const kerman = addressSchema.parse({ ...base, province_id: "21", city_id: "0" });
    expect(kerman).toMatchObject({ province_id: 21, city_id: 0, postal_code: "7618745678" });
    expect(kerman.phone).toBeUndefined();
    const mismatch = addressSchema.safeParse({ ...base, province_id: 21, city_id: citiesOf(8)[0]!.id });
    expect(mismatch.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["city_id", "شهر انتخاب‌شده در این استان نیست"],
    ]);
    const nothing = addressSchema.safeParse({ ...base, province_id: "", city_id: "" });
    expect(nothing.error!.issues.map((i) => i.message)).toEqual(["استان را انتخاب کنید", "شهر را انتخاب کنید"]);
  });
});
