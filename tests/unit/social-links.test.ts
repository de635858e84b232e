// Social links of the request forms: an address on the network's own domain or a handle, always
// parsed to one https address; anything else gets the field's Persian message.
import { describe, expect, it } from "vitest";
import { optional } from "@/validation/rules";
import { parseSocialLink, socialLink, socialMessages, type SocialNetwork } from "@/validation/requests/social-links";

const valid: Array<[SocialNetwork, string, string]> = [
  ["instagram", "@avinox.cafe", "https://instagram.com/avinox.cafe"],
  ["instagram", "avinox_kerman", "https://instagram.com/avinox_kerman"],
  ["instagram", "https://www.instagram.com/avinox.cafe/", "https://instagram.com/avinox.cafe"],
  ["instagram", "instagram.com/avinox?igsh=abc123", "https://instagram.com/avinox"],
  ["instagram", "  http://Instagram.com/sara-designs  ", "https://instagram.com/sara-designs"],
  ["linkedin", "https://www.linkedin.com/in/maryam-ahmadi/", "https://www.linkedin.com/in/maryam-ahmadi"],
  ["linkedin", "ir.linkedin.com/in/reza-karimi-92", "https://www.linkedin.com/in/reza-karimi-92"],
  ["linkedin", "https://linkedin.com/company/avinox", "https://www.linkedin.com/company/avinox"],
  ["linkedin", "@maryam-ahmadi", "https://www.linkedin.com/in/maryam-ahmadi"],
  [
    "linkedin",
    "https://www.linkedin.com/in/%D9%85%D8%B1%DB%8C%D9%85",
    "https://www.linkedin.com/in/%D9%85%D8%B1%DB%8C%D9%85",
  ],
  ["twitter", "https://twitter.com/avinox_ir", "https://x.com/avinox_ir"],
  ["twitter", "x.com/avinox_ir", "https://x.com/avinox_ir"],
  ["twitter", "https://mobile.twitter.com/avinox_ir", "https://x.com/avinox_ir"],
  ["twitter", "@avinox_ir", "https://x.com/avinox_ir"],
  ["telegram", "https://t.me/avinox_channel", "https://t.me/avinox_channel"],
  ["telegram", "@avinox_support", "https://t.me/avinox_support"],
  ["telegram", "ali۱۳۷۰", "https://t.me/ali1370"],
];

const invalid: Array<[SocialNetwork, string, "invalid" | "wrongDomain"]> = [
  ["instagram", "https://facebook.com/avinox", "wrongDomain"],
  ["instagram", "https://instagram.com.evil.ir/avinox", "wrongDomain"],
  ["instagram", "https://twitter.com/avinox", "wrongDomain"],
  ["linkedin", "https://evil.com/in/maryam", "wrongDomain"],
  ["linkedin", "https://notlinkedin.com/in/maryam", "wrongDomain"],
  ["twitter", "https://t.me/avinox", "wrongDomain"],
  ["telegram", "https://telegram.org/avinox", "wrongDomain"],
  ["instagram", "ab", "invalid"],
  ["instagram", "@" + "a".repeat(41), "invalid"],
  ["instagram", "سارا_طراح", "invalid"],
  ["instagram", "sara designs", "invalid"],
  ["instagram", "javascript:alert(1)", "invalid"],
  ["instagram", "ftp://instagram.com/avinox", "invalid"],
  ["instagram", "https://instagram.com/", "invalid"],
  ["instagram", "instagram.com", "invalid"],
  ["instagram", "https://user:pass@instagram.com/avinox", "invalid"],
  ["linkedin", "https://www.linkedin.com/feed/", "invalid"],
  ["twitter", "https://x.com/avinox/status/123456", "invalid"],
  ["telegram", "https://t.me:8443/avinox", "invalid"],
];

describe("parseSocialLink", () => {
  it.each(valid)("%s: %j → %s", (network, raw, url) => {
    expect(parseSocialLink(network, raw)).toEqual({ ok: true, url });
  });

  it.each(invalid)("%s: %j is refused (%s)", (network, raw, reason) => {
    expect(parseSocialLink(network, raw)).toEqual({ ok: false, message: socialMessages[reason](network) });
  });

  it("names the field and the right domain in Persian", () => {
    expect(socialMessages.wrongDomain("instagram")).toBe("نشانی اینستاگرام باید از دامنه instagram.com باشد");
    expect(socialMessages.wrongDomain("twitter")).toBe("نشانی ایکس (توییتر) باید از دامنه x.com یا twitter.com باشد");
    expect(socialMessages.invalid("telegram")).toBe("نشانی یا شناسه تلگرام معتبر نیست");
  });
});

describe("socialLink field", () => {
  const field = optional(socialLink("linkedin"));

  it("parses to the https address, and an empty value to undefined", () => {
    expect(field.parse("maryam-ahmadi")).toBe("https://www.linkedin.com/in/maryam-ahmadi");
    expect(field.parse("  ")).toBeUndefined();
    expect(field.parse(null)).toBeUndefined();
    // A parsed value parses again to itself (the form re-parses before sending).
    expect(field.parse(field.parse("maryam-ahmadi"))).toBe("https://www.linkedin.com/in/maryam-ahmadi");
  });

  it("reports the Persian message, and refuses what is not text", () => {
    const wrong = field.safeParse("https://github.com/maryam");
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe("نشانی لینکدین باید از دامنه linkedin.com باشد");
    expect(field.safeParse(42).error?.issues[0]?.message).toBe("نشانی یا شناسه لینکدین معتبر نیست");
    expect(field.safeParse(["a"]).success).toBe(false);
  });
});
