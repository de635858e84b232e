// An approved freelancer registration or mentor application becomes its public profile from the
// request's page (issue 14): only after approval (409 before), only for those kinds (422), only for
// its reviewers and admins (a reviewer of another kind: 404); the profile carries what the person
// typed (toman made rial), their photo re-encoded as the site's 296×296 WebP (or drawn initials),
// shows in the public API, and a second click finds the same profile (200), never a twin.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as publish } from "@/app/api/v1/admin/requests/[id]/profile/route";
import { GET as requestCase } from "@/app/api/v1/admin/requests/[id]/route";
import { POST as freelancerCreate } from "@/app/api/v1/freelancer/create/route";
import { GET as freelancerView } from "@/app/api/v1/freelancer/view/route";
import { GET as mediaImage } from "@/app/api/v1/media/images/[file]/route";
import { POST as mentorApply } from "@/app/api/v1/mentor/apply/route";
import { GET as mentorView } from "@/app/api/v1/mentor/view/route";
import { auditLog, freelancerCategories, freelancers, mentorCategories, requests } from "@/server/db/schema";
import { APPROVE_FIRST, NOT_A_PROFILE_REQUEST } from "@/server/desk/profiles";
import { seedFreelancers } from "@/server/seed/freelancers";
import { seedMentors } from "@/server/seed/mentors";
import { setSmsProvider } from "@/server/sms";

import type { DeskProfile, DeskRequestCase } from "@/shared/types/desk";
import { solvedCaptcha } from "../../support/captcha";
import { withFreshDatabase } from "../../support/database";
import { getFrom, postForm, postJson, utf8 } from "../../support/http";
import { callAs, staffAccount, storeRequest, type Account } from "../../support/staff";
import { useDiskUploads } from "../../support/disk-uploads";

describe("a public profile from an approved request", () => {
  const database = withFreshDatabase();
  const db = () => database.handle().db;
  let freelancerReviewer: Account;
  let ideaReviewer: Account;
  let admin: Account;
  let designId = 0;

  useDiskUploads("avinox-profiles-");
  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async () => {} });
    await seedFreelancers(db());
    await seedMentors(db());
    designId = (await db().select().from(freelancerCategories).where(eq(freelancerCategories.slug, "design")))[0]!.id;
    freelancerReviewer = await staffAccount(db(), "reviewer", ["freelancer-create"]);
    ideaReviewer = await staffAccount(db(), "reviewer", ["idea"]);
    admin = await staffAccount(db(), "admin");
  });
  afterAll(() => setSmsProvider(undefined));

  const approve = (id: number) => db().update(requests).set({ status: "approved" }).where(eq(requests.id, id));
  const profileCall = (account: Account, id: number) =>
    callAs(account, publish as never, `admin/requests/${id}/profile`, { id, body: {} });

  async function registerFreelancer(): Promise<number> {
    const photo = await sharp({ create: { width: 148, height: 148, channels: 3, background: "#2f855a" } })
      .withMetadata({ exif: { IFD0: { Artist: "GPS secret" } } })
      .png()
      .toBuffer();
    const fields = {
      full_name: "الهام رحیمی",
      mobile: "09132223344",
      email: "elham@example.com",
      city: "کرمان",
      category_id: String(designId),
      title: "طراح رابط کاربری",
      years_of_experience: "4",
      hourly_rate: "350,000",
      bio: "چهار سال طراحی رابط و تجربه کاربری برای اپلیکیشن‌های فروشگاهی و بانکی؛ آشنا با سیستم طراحی.",
      skills: ["Figma", "تحقیق کاربر"],
      linkedin: "https://www.linkedin.com/in/elham-rahimi",
      ...(await solvedCaptcha()),
    };
    const resume = {
      bytes: new Uint8Array([...utf8("%PDF-1.4\n"), ...new Uint8Array(300).fill(32)]),
      name: "رزومه.pdf",
      type: "application/pdf",
    };
    const response = await postForm(
      freelancerCreate,
      fields,
      { resume, avatar: { bytes: new Uint8Array(photo), name: "me.png", type: "image/png" } },
      { path: "freelancer/create" },
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }

  it("makes an approved freelancer's profile from what they typed, with their photo re-encoded, once", async () => {
    const requestId = await registerFreelancer();
    const early = await profileCall(freelancerReviewer, requestId);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toBe(APPROVE_FIRST);
    await approve(requestId);

    expect((await profileCall(ideaReviewer, requestId)).status).toBe(404);
    const made = await profileCall(freelancerReviewer, requestId);
    expect(made.status).toBe(201);
    const profile = (await made.json()) as DeskProfile;
    expect(profile.url).toBe(`/freelancers/${profile.id}`);

    const view = await getFrom(freelancerView as never, `?id=${profile.id}`, { path: "freelancer/view" });
    expect(view.status).toBe(200);
    const shown = (await view.json()) as {
      name: string;
      title: string;
      city: string;
      skills: string[];
      hourly_rate: number;
      avatar: string;
      social: Record<string, string>;
    };
    expect(shown).toMatchObject({
      name: "الهام رحیمی",
      title: "طراح رابط کاربری",
      city: "کرمان",
      skills: ["Figma", "تحقیق کاربر"],
      hourly_rate: 3_500_000,
    });
    expect(JSON.stringify(shown)).toContain("linkedin.com/in/elham-rahimi");
    expect(shown.avatar).toMatch(/^\/api\/v1\/media\/images\/img-[0-9a-f]{32}-296x296\.webp$/);
    const file = shown.avatar.split("/").pop()!;
    const image = await mediaImage(new Request(`http://localhost${shown.avatar}`), {
      params: Promise.resolve({ file }),
    } as never);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: "webp",
      width: 296,
      height: 296,
      exif: undefined,
    });

    // A second click (or a colleague's) answers the same profile; no twin is made.
    const again = await profileCall(admin, requestId);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(profile);
    expect(await db().select().from(freelancers).where(eq(freelancers.sourceRequestId, requestId))).toHaveLength(1);

    const page = (await (
      await callAs(freelancerReviewer, requestCase as never, `admin/requests/${requestId}`, { id: requestId })
    ).json()) as DeskRequestCase;
    expect(page.profile).toEqual(profile);
    const audited = await db().select().from(auditLog).where(eq(auditLog.action, "request.profile_publish"));
    expect(audited.map((entry) => entry.entityId)).toEqual([String(requestId)]);
  });

  it("makes a mentor's profile with drawn initials when no photo came", async () => {
    const [category] = await db().select().from(mentorCategories).limit(1);
    const response = await postJson(
      mentorApply,
      {
        full_name: "دکتر سعید امیری",
        mobile: "09131112233",
        email: "saeed@example.com",
        category_id: String(category!.id),
        title: "مشاور رشد کسب‌وکار",
        company: "شتاب‌دهنده کرمان",
        years_of_experience: "12",
        topics: "بازاریابی، جذب سرمایه",
        bio: "دوازده سال همراهی تیم‌های نوپا در بازاریابی و جذب سرمایه؛ مربی سه دوره شتاب‌دهی در کرمان.",
        hours_per_month: "8",
        ...(await solvedCaptcha()),
      },
      { path: "mentor/apply" },
    );
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
    const requestId = ((await response.json()) as { id: number }).id;
    await approve(requestId);
    const made = await profileCall(admin, requestId);
    expect(made.status).toBe(201);
    const profile = (await made.json()) as DeskProfile;
    expect(profile.url).toBe(`/mentors/${profile.id}`);
    const shown = (await (await getFrom(mentorView as never, `?id=${profile.id}`, { path: "mentor/view" })).json()) as {
      name: string;
      company: string;
      topics: string[];
      avatar: string;
    };
    expect(shown).toMatchObject({
      name: "دکتر سعید امیری",
      company: "شتاب‌دهنده کرمان",
      topics: ["بازاریابی", "جذب سرمایه"],
    });
    expect(shown.avatar).toMatch(/^\/media\/art\/avatar\//);
  });

  it("refuses other kinds of request", async () => {
    const idea = await storeRequest(db(), { kind: "idea" });
    await approve(idea.id);
    const response = await profileCall(admin, idea.id);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toBe(NOT_A_PROFILE_REQUEST);
  });
});
