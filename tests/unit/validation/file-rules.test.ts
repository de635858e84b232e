// The file rules (fileRule, the kind, size and extension checks, imageDimensions); the text and
// number rules: ./rules.test.ts.
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { fileRule, fileSize, imageDimensions, imageSize, optional } from "@/validation/rules";

/** The messages of a failed parse (empty when it passes). */
function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("fileRule", () => {
  const resume = fileRule("رزومه", { extensions: ["pdf", "docx"], maxKb: 100 });
  const avatar = fileRule("تصویر پروفایل", { image: true, maxKb: 1 });

  it("accepts a File, a plain object and the first file of a list", () => {
    const file = new File(["%PDF"], "cv.pdf", { type: "application/pdf" });
    expect(resume.parse(file)).toBe(file);
    expect(resume.parse({ name: "cv.docx", size: 1024 })).toEqual({ name: "cv.docx", size: 1024 });
    expect(resume.parse([file])).toBe(file);
  });

  it("gives the Persian message of the failed check", () => {
    expect(messages(resume, { name: "cv.exe", size: 10 })).toEqual(["پسوند فایل رزومه مجاز نیست"]);
    expect(messages(resume, { name: "cv.pdf", size: 100 * 1024 + 1 })).toEqual([
      "حجم رزومه باید کمتر از ۱۰۰ کیلوبایت باشد",
    ]);
    expect(messages(avatar, { name: "a.pdf", size: 10, type: "application/pdf" })).toEqual([
      "تصویر پروفایل باید یک تصویر باشد",
    ]);
    // The size of an image is the plain size rule here; imageSize is a rule of its own.
    expect(messages(avatar, new File(["x".repeat(2048)], "a.png", { type: "image/png" }))).toEqual([
      "حجم تصویر پروفایل باید کمتر از ۱ کیلوبایت باشد",
    ]);
    expect(
      messages(fileRule("سند", { mimeTypes: ["application/pdf"] }), { name: "a.pdf", size: 1, type: "text/plain" }),
    ).toEqual(["نوع فایل سند مجاز نیست"]);
  });

  it("treats an empty list as missing; optional() makes it allowed", () => {
    expect(messages(resume, [])).toEqual(["رزومه الزامی است"]);
    expect(messages(resume, "not a file")).toEqual(["رزومه الزامی است"]);
    expect(optional(resume).parse([])).toBeUndefined();
  });

  it("keeps the field path inside an object", () => {
    const result = z.object({ resume }).safeParse({ resume: { name: "cv.exe", size: 1 } });
    expect(result.error?.issues[0]?.path).toEqual(["resume"]);
  });
});

// The same text with its Latin digits written in Persian (۰-۹) and Arabic-Indic (٠-٩) digits.
describe("file rules one by one", () => {
  const pdf = new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" });
  const bigPng = new File([new Uint8Array(2048)], "photo.png", { type: "image/png" });

  it("imageSize checks the size alone, with its own message (or the one given)", () => {
    expect(imageSize("تصویر", 1).parse(pdf)).toBe(pdf); // not an image, but small: size alone
    expect(messages(imageSize("تصویر", 1), bigPng)).toEqual(["حجم تصویر تصویر نباید بیشتر از ۱ کیلوبایت باشد"]);
    expect(messages(imageSize("تصویر", 1, "عکس کوچک‌تری انتخاب کنید"), [bigPng])).toEqual(["عکس کوچک‌تری انتخاب کنید"]);
    expect(imageSize("تصویر", 2).parse(bigPng)).toBe(bigPng);
  });

  it("pipes after the kind check, each message in its turn", () => {
    const avatar = fileRule("تصویر", { image: true }).pipe(imageSize("تصویر", 1));
    expect(messages(avatar, pdf)).toEqual(["تصویر باید یک تصویر باشد"]);
    expect(messages(avatar, bigPng)).toEqual(["حجم تصویر تصویر نباید بیشتر از ۱ کیلوبایت باشد"]);
  });

  it("extensions, types and size", () => {
    expect(messages(fileRule("سند", { extensions: ["docx"] }), pdf)).toEqual(["پسوند فایل سند مجاز نیست"]);
    expect(messages(fileRule("سند", { mimeTypes: ["image/*"] }), pdf)).toEqual(["نوع فایل سند مجاز نیست"]);
    expect(messages(fileSize("سند", 1), bigPng)).toEqual(["حجم سند باید کمتر از ۱ کیلوبایت باشد"]);
    expect(fileSize("سند", 2).parse(bigPng)).toBe(bigPng);
  });
});

describe("imageDimensions", () => {
  const png = new File([new Uint8Array(64)], "avatar.png", { type: "image/png" });
  const rule = imageDimensions("تصویر پروفایل", 148, 148);
  const decoder = (size: { width: number; height: number } | Error) =>
    vi.stubGlobal("createImageBitmap", async () => {
      if (size instanceof Error) throw size;
      return { ...size, close: () => {} };
    });
  afterEach(() => vi.unstubAllGlobals());

  it("where nothing decodes images (the server), passes at once, so a schema with it still parses synchronously", () => {
    expect(typeof createImageBitmap).toBe("undefined");
    expect(z.object({ avatar: rule }).parse({ avatar: png })).toEqual({ avatar: png });
    expect(rule.parse({ name: "a.png", size: 10 })).toEqual({ name: "a.png", size: 10 });
  });

  it("in a browser, wants exactly width × height", async () => {
    decoder({ width: 148, height: 148 });
    await expect(rule.parseAsync([png])).resolves.toBe(png);
    decoder({ width: 148, height: 149 });
    expect((await rule.safeParseAsync(png)).error?.issues.map((i) => i.message)).toEqual([
      "تصویر پروفایل باید ۱۴۸ پیکسل عرض و ۱۴۸ پیکسل ارتفاع داشته باشد",
    ]);
    decoder({ width: 1480, height: 1480 });
    expect((await rule.safeParseAsync(png)).success).toBe(false);
  });

  it("in a browser, a file it cannot decode is not an image", async () => {
    decoder(new Error("InvalidStateError"));
    expect((await rule.safeParseAsync(png)).error?.issues.map((i) => i.message)).toEqual([
      "تصویر پروفایل باید یک تصویر باشد",
    ]);
  });
});
