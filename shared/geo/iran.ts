// Iran's 31 provinces and their main cities (SPEC §3 "Province and city lists"): one constant
// module read by the province and city endpoints and by the address schema, so the API and the
// form agree on which city belongs to which province. Provinces are numbered 1–31 in Persian
// alphabetical order; a city's id is its province id × 100 + its place in the list, except the
// city of Kerman, whose id is 0 as in SPEC §3 ("a city list constant holds a single entry, id 0,
// Kerman").

export type Province = { id: number; name: string };
export type City = {
  id: number;
  name: string;
  province_id: number;
  /** Paying in person at Avinox's branch is possible (the city of Kerman). */ local_payment: boolean;
};

export const KERMAN_PROVINCE_ID = 21;
export const KERMAN_CITY_ID = 0;

/** The single-entry city list of SPEC §3. */
export const DEFAULT_CITIES: readonly City[] = [
  { id: KERMAN_CITY_ID, name: "کرمان", province_id: KERMAN_PROVINCE_ID, local_payment: true },
];

export const PROVINCES: readonly Province[] = [
  { id: 1, name: "آذربایجان شرقی" },
  { id: 2, name: "آذربایجان غربی" },
  { id: 3, name: "اردبیل" },
  { id: 4, name: "اصفهان" },
  { id: 5, name: "البرز" },
  { id: 6, name: "ایلام" },
  { id: 7, name: "بوشهر" },
  { id: 8, name: "تهران" },
  { id: 9, name: "چهارمحال و بختیاری" },
  { id: 10, name: "خراسان جنوبی" },
  { id: 11, name: "خراسان رضوی" },
  { id: 12, name: "خراسان شمالی" },
  { id: 13, name: "خوزستان" },
  { id: 14, name: "زنجان" },
  { id: 15, name: "سمنان" },
  { id: 16, name: "سیستان و بلوچستان" },
  { id: 17, name: "فارس" },
  { id: 18, name: "قزوین" },
  { id: 19, name: "قم" },
  { id: 20, name: "کردستان" },
  { id: 21, name: "کرمان" },
  { id: 22, name: "کرمانشاه" },
  { id: 23, name: "کهگیلویه و بویراحمد" },
  { id: 24, name: "گلستان" },
  { id: 25, name: "گیلان" },
  { id: 26, name: "لرستان" },
  { id: 27, name: "مازندران" },
  { id: 28, name: "مرکزی" },
  { id: 29, name: "هرمزگان" },
  { id: 30, name: "همدان" },
  { id: 31, name: "یزد" },
];

// Main cities of each province, the capital first.
const CITY_NAMES: Record<number, readonly string[]> = {
  1: ["تبریز", "مراغه", "مرند", "اهر", "میانه"],
  2: ["ارومیه", "خوی", "مهاباد", "میاندوآب", "بوکان"],
  3: ["اردبیل", "پارس‌آباد", "مشگین‌شهر", "خلخال"],
  4: ["اصفهان", "کاشان", "خمینی‌شهر", "نجف‌آباد", "شاهین‌شهر"],
  5: ["کرج", "فردیس", "نظرآباد", "هشتگرد"],
  6: ["ایلام", "دهلران", "ایوان", "آبدانان"],
  7: ["بوشهر", "برازجان", "گناوه", "کنگان"],
  8: ["تهران", "ری", "اسلام‌شهر", "شهریار", "ورامین", "دماوند"],
  9: ["شهرکرد", "بروجن", "فارسان", "لردگان"],
  10: ["بیرجند", "قائن", "طبس", "فردوس"],
  11: ["مشهد", "نیشابور", "سبزوار", "تربت حیدریه", "قوچان"],
  12: ["بجنورد", "شیروان", "اسفراین"],
  13: ["اهواز", "دزفول", "آبادان", "خرمشهر", "بهبهان", "ماهشهر"],
  14: ["زنجان", "ابهر", "خرمدره"],
  15: ["سمنان", "شاهرود", "دامغان", "گرمسار"],
  16: ["زاهدان", "زابل", "چابهار", "ایرانشهر", "سراوان"],
  17: ["شیراز", "مرودشت", "جهرم", "کازرون", "فسا"],
  18: ["قزوین", "تاکستان", "الوند"],
  19: ["قم"],
  20: ["سنندج", "سقز", "مریوان", "بانه"],
  // Kerman itself is 0 (SPEC §3); the rest are numbered 2101, 2102, ...
  21: ["رفسنجان", "سیرجان", "بم", "جیرفت", "زرند", "شهر بابک", "کهنوج", "بافت", "راور", "بردسیر", "انار"],
  22: ["کرمانشاه", "اسلام‌آباد غرب", "کنگاور", "هرسین"],
  23: ["یاسوج", "دهدشت", "دوگنبدان"],
  24: ["گرگان", "گنبد کاووس", "علی‌آباد کتول", "بندر ترکمن"],
  25: ["رشت", "بندر انزلی", "لاهیجان", "لنگرود", "آستارا"],
  26: ["خرم‌آباد", "بروجرد", "دورود", "الیگودرز"],
  27: ["ساری", "بابل", "آمل", "قائم‌شهر", "بابلسر"],
  28: ["اراک", "ساوه", "خمین", "محلات"],
  29: ["بندرعباس", "میناب", "قشم", "کیش"],
  30: ["همدان", "ملایر", "نهاوند", "تویسرکان"],
  31: ["یزد", "میبد", "اردکان", "بافق"],
};

export const CITIES: readonly City[] = PROVINCES.flatMap((province) => [
  ...(province.id === KERMAN_PROVINCE_ID ? DEFAULT_CITIES : []),
  ...(CITY_NAMES[province.id] ?? []).map((name, i) => ({
    id: province.id * 100 + i + 1,
    name,
    province_id: province.id,
    local_payment: false,
  })),
]);

const provinceIndex = new Map(PROVINCES.map((p) => [p.id, p]));
const cityIndex = new Map(CITIES.map((c) => [c.id, c]));

export function provinceById(id: number): Province | undefined {
  return provinceIndex.get(id);
}

export function cityById(id: number): City | undefined {
  return cityIndex.get(id);
}

/** The cities of a province, its capital first; empty for an unknown province. */
export function citiesOf(provinceId: number): City[] {
  return CITIES.filter((c) => c.province_id === provinceId);
}

export function cityInProvince(cityId: number, provinceId: number): boolean {
  return cityById(cityId)?.province_id === provinceId;
}
