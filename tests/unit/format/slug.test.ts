// Slugs made from Persian titles (issue 14): letters kept, half-spaces and spaces one dash, digits
// Latin, punctuation gone, Arabic letter forms unified, long titles cut at a word's end.
import { describe, expect, it } from "vitest";
import { isSlug, slugify, SLUG_MAX_LENGTH } from "@/shared/format/slug";

describe("slugify", () => {
  it("keeps Persian letters and turns spaces and half-spaces into dashes", () => {
    expect(slugify("میت‌آپ هوش مصنوعی کرمان")).toBe("میت-آپ-هوش-مصنوعی-کرمان");
    expect(slugify("  کارگاه   طراحی  ")).toBe("کارگاه-طراحی");
  });

  it("writes digits in Latin, Latin letters in lower case, and drops punctuation", () => {
    expect(slugify("همایش ۱۴۰۵: «استارتاپ‌ها»، چه خبر؟!")).toBe("همایش-1405-استارتاپ-ها-چه-خبر");
    expect(slugify("AI Meetup #3 — Kerman")).toBe("ai-meetup-3-kerman");
    expect(slugify("دوره ٢٠٢٦")).toBe("دوره-2026");
  });

  it("unifies Arabic letter forms and strips diacritics", () => {
    expect(slugify("كارگاه علمي")).toBe("کارگاه-علمی");
    expect(slugify("مُدیریتِ مالی")).toBe("مدیریت-مالی");
  });

  it("is empty when nothing is left, and cut at a word's end when long", () => {
    expect(slugify("؟!…")).toBe("");
    const long = slugify(Array.from({ length: 30 }, (_, i) => `واژه${i}`).join(" "));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long.endsWith("-")).toBe(false);
    expect(long.split("-").every((word) => /^واژه\d+$/.test(word))).toBe(true);
  });

  it("accepts as typed only what it would make itself", () => {
    expect(isSlug("agri-ideathon-1405")).toBe(true);
    expect(isSlug("کارگاه-طراحی")).toBe(true);
    expect(isSlug("Bad Slug")).toBe(false);
    expect(isSlug("a--b")).toBe(false);
    expect(isSlug("")).toBe(false);
  });
});
