// Issue 35, item 3: every image field of every content kind takes only an image the site stores
// (an uploaded variant, a drawn picture), with one Persian message. A page shows these with <img>,
// which a staff member's browser fetches with their cookie: a desk endpoint, any other path of the
// site or another site must never be one.
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { artUrl } from "@/server/media/art";
import { isStoredImageAddress } from "@/shared/content-images";
import { branchPatchSchema } from "@/validation/content/branch";
import { businessPatchSchema } from "@/validation/content/business";
import { eventPatchSchema } from "@/validation/content/event";
import { newOrganizerSchema, newPresenterSchema } from "@/validation/content/event-choices";
import { freelancerPatchSchema } from "@/validation/content/freelancer";
import { projectPatchSchema } from "@/validation/content/hitech";
import { notStoredImageMessage } from "@/validation/content/image";
import { mentorPatchSchema } from "@/validation/content/mentor";
import { presentPatchSchema } from "@/validation/content/present";
import { spacePatchSchema } from "@/validation/content/workspace";

const KEY = "img-0123456789abcdef0123456789abcdef";

/** Addresses a browser loads with the staff member's cookie, or from somewhere else. */
const REFUSED = [
  "/api/v1/admin/requests/4",
  "/api/v1/admin/requests/export?kind=contact",
  "/api/v1/upload/file?id=3",
  "/api/v1/upload/file?id=3&inline=1",
  "/api/v1/admin/events/2/attendees",
  "/api/v1/user/logout",
  "/images/bagh-nazar.webp",
  "/events/kargah",
  "/",
  "https://cdn.example.ir/a.webp",
  "http://cdn.example.ir/a.webp",
  "//evil.example/a.png",
  "data:image/png;base64,iVBORw0KGgo=",
  "javascript:alert(1)",
  `/api/v1/media/images/${KEY}-148x148.webp?next=/api/v1/admin/requests/4`,
  `/api/v1/media/images/../admin/requests/${KEY}-148x148.webp`,
  "/media/art/event/x.svg/../../../api/v1/admin/requests/4",
  "/media/art/../api/v1/admin/requests/4.svg",
  "/media/art/event/x.svg?label=a&next=/api/v1/admin/requests/4",
  "/media/art/event/x.svg#/api",
];

const STORED = [
  `/api/v1/media/images/${KEY}-1200x675.webp`,
  `/api/v1/media/images/${KEY}-148x148.webp`,
  artUrl("event", "kargah-python"),
  artUrl("avatar", "سارا محمدی", "سم"),
  artUrl("logo", "بانک توسعه کرمان", "بانک"),
];

/** Every image field of every content kind: the schema, a body with `address` in it, and the field's path. */
const FIELDS: Array<{
  name: string;
  label: string;
  schema: ZodType;
  body: (address: string) => unknown;
  path: string;
}> = [
  {
    name: "event cover",
    label: "تصویر رویداد",
    schema: eventPatchSchema,
    body: (cover) => ({ cover, cover_alt: "ورودی سالن", version: 1 }),
    path: "cover",
  },
  {
    name: "event gallery picture",
    label: "تصویر گالری",
    schema: eventPatchSchema,
    body: (image) => ({ gallery: [{ image, caption: "ورودی نمایشگاه" }], version: 1 }),
    path: "gallery.0.image",
  },
  {
    name: "event sponsor logo",
    label: "نشان حامی",
    schema: eventPatchSchema,
    body: (logo) => ({ sponsors: [{ name: "بانک توسعه", level: "حامی اصلی", logo }], version: 1 }),
    path: "sponsors.0.logo",
  },
  {
    name: "organizer logo",
    label: "نشان برگزارکننده",
    schema: newOrganizerSchema,
    body: (logo) => ({ name: "مدرسه رباتیک", logo }),
    path: "logo",
  },
  {
    name: "presenter avatar",
    label: "چهره ارائه‌دهنده",
    schema: newPresenterSchema,
    body: (avatar) => ({ name: "سارا محمدی", avatar }),
    path: "avatar",
  },
  {
    name: "business logo",
    label: "نشان کسب‌وکار",
    schema: businessPatchSchema,
    body: (logo) => ({ logo, logo_alt: "نشان پسته‌یار", version: 1 }),
    path: "logo",
  },
  {
    name: "business cover",
    label: "تصویر کسب‌وکار",
    schema: businessPatchSchema,
    body: (cover) => ({ cover, cover_alt: "باغ پسته", version: 1 }),
    path: "cover",
  },
  {
    name: "business gallery picture",
    label: "تصویر گالری",
    schema: businessPatchSchema,
    body: (image) => ({ gallery: [{ image, caption: "کارگاه بسته‌بندی" }], version: 1 }),
    path: "gallery.0.image",
  },
  {
    name: "business member photo",
    label: "تصویر عضو",
    schema: businessPatchSchema,
    body: (avatar) => ({ members: [{ name: "علی رضایی", role: "بنیان‌گذار", avatar }], version: 1 }),
    path: "members.0.avatar",
  },
  {
    name: "mentor avatar",
    label: "تصویر منتور",
    schema: mentorPatchSchema,
    body: (avatar) => ({ avatar, avatar_alt: "چهره منتور", version: 1 }),
    path: "avatar",
  },
  {
    name: "freelancer avatar",
    label: "تصویر فریلنسر",
    schema: freelancerPatchSchema,
    body: (avatar) => ({ avatar, avatar_alt: "چهره فریلنسر", version: 1 }),
    path: "avatar",
  },
  {
    name: "hi-tech project cover",
    label: "تصویر پروژه",
    schema: projectPatchSchema,
    body: (cover) => ({ cover, cover_alt: "نمای پروژه", version: 1 }),
    path: "cover",
  },
  {
    name: "present image",
    label: "تصویر پیشنهاد",
    schema: presentPatchSchema,
    body: (image) => ({ image, image_alt: "کارت هدیه", version: 1 }),
    path: "image",
  },
  {
    name: "branch image",
    label: "تصویر شعبه",
    schema: branchPatchSchema,
    body: (image) => ({ image, image_alt: "نمای شعبه", version: 1 }),
    path: "image",
  },
  {
    name: "space image",
    label: "تصویر فضا",
    schema: spacePatchSchema,
    body: (image) => ({ image, image_alt: "اتاق جلسه", version: 1 }),
    path: "image",
  },
  {
    name: "space gallery picture",
    label: "تصویر گالری",
    schema: spacePatchSchema,
    body: (image) => ({ gallery: [{ image, caption: "میزهای کنار پنجره" }], version: 1 }),
    path: "gallery.0.image",
  },
];

/** The message on the field's path, if the schema refuses it. */
function messageOn(schema: ZodType, body: unknown, path: string): string | undefined {
  const result = schema.safeParse(body);
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path.map(String).join(".") === path)?.message;
}

describe("an image field's address (issue 35)", () => {
  it("is an image the site stores: an uploaded variant or a drawn picture, nothing else", () => {
    for (const address of STORED) expect(isStoredImageAddress(address), address).toBe(true);
    for (const address of REFUSED) expect(isStoredImageAddress(address), address).toBe(false);
  });

  it.each(FIELDS)(
    "the $name refuses a desk endpoint, another path and another site, with one Persian message",
    ({ label, schema, body, path }) => {
      expect(notStoredImageMessage(label)).toBe(
        `${label} باید تصویری باشد که در همین سایت بارگذاری شده است؛ نشانی صفحه‌ای دیگر یا سایتی دیگر پذیرفته نیست.`,
      );
      for (const address of REFUSED)
        expect(messageOn(schema, body(address), path), address).toBe(notStoredImageMessage(label));
    },
  );

  it.each(FIELDS)("the $name takes an uploaded or a drawn picture", ({ schema, body, path }) => {
    for (const address of STORED) expect(messageOn(schema, body(address), path), address).toBeUndefined();
  });
});
