// Invitations: the invite code is made on first ask and then stable; a new account that signs in
// or registers with the `referral` cookie credits its inviter 50 points once; inviting yourself,
// existing accounts and unknown codes earn nothing. The points ledger shows the credit and level.
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { POST as register } from "@/app/api/v1/security/register/route";
import { POST as validateRegister } from "@/app/api/v1/security/validate-register/route";
import { GET as invite } from "@/app/api/v1/user/invite/route";
import { GET as points } from "@/app/api/v1/user/points/route";
import type { InviteInfo, PointsSummary } from "@/shared/types/account";
import { pointEntries } from "@/server/db/schema";
import { creditReferral } from "@/server/referrals/credit";
import { call, captureSms, lastCode, signIn, webClient } from "../support/accounts";
import { withFreshDatabase } from "../support/database";
import { getFrom } from "../support/http";

async function inviteOf(token: string) {
  const response = await getFrom(invite, "", { token });
  expect(response.status).toBe(200);
  return (await response.json()) as InviteInfo;
}

describe("referrals", () => {
  const database = withFreshDatabase();
  captureSms();

  const referredBy = async (id: number) => {
    const result = (await database
      .handle()
      .db.execute(sql`select referred_by from users where id = ${id}`)) as unknown as {
      rows: Array<{ referred_by: number | null }>;
    };
    return result.rows[0]!.referred_by;
  };

  it("makes an 8-character invite code on first ask and keeps it", async () => {
    const sara = await signIn("09133330001");
    const first = await inviteOf(sara.token.access_token);
    expect(first.invite_code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(first.invite_url).toBe(`http://localhost:3000/invite?ref=${first.invite_code}`);
    expect(first).toMatchObject({ invited_count: 0, points: 0 });
    expect((await inviteOf(sara.token.access_token)).invite_code).toBe(first.invite_code);
    const ali = await signIn("09133330002");
    expect((await inviteOf(ali.token.access_token)).invite_code).not.toBe(first.invite_code);
  });

  it("credits the inviter once when a new account signs in with the cookie", async () => {
    const inviter = await signIn("09133330003");
    const { invite_code } = await inviteOf(inviter.token.access_token);

    const friend = await signIn("09133330004", { cookie: `referral=${invite_code.toLowerCase()}` });
    expect(await referredBy(friend.identity.id)).toBe(inviter.identity.id);
    expect(await inviteOf(inviter.token.access_token)).toMatchObject({ invited_count: 1, points: 50 });

    // Signing in again with the cookie still there changes nothing.
    await signIn("09133330004", { cookie: `referral=${invite_code}` });
    expect(await inviteOf(inviter.token.access_token)).toMatchObject({ invited_count: 1, points: 50 });
    // And crediting the same account directly is refused too.
    expect(await creditReferral(friend.identity.id, invite_code)).toEqual({
      credited: false,
      reason: "already-referred",
    });

    const ledger = (await (await getFrom(points, "", { token: inviter.token.access_token })).json()) as PointsSummary;
    expect(ledger.total).toBe(50);
    expect(ledger.level).toEqual({ key: "bronze", name: "برنزی", min: 0 });
    expect(ledger.next_level).toEqual({ key: "silver", name: "نقره‌ای", min: 200 });
    expect(ledger.points_to_next).toBe(150);
    expect(ledger.entries).toEqual([
      expect.objectContaining({
        points: 50,
        reason: "invite",
        reason_label: "دعوت از دوستان",
        description: "عضویت دوست دعوت‌شده با شماره \u2066۰۹۱۳•••۰۰۰۴\u2069",
      }),
    ]);
  });

  it("credits a registration with the cookie too", async () => {
    const inviter = await signIn("09133330005");
    const { invite_code } = await inviteOf(inviter.token.access_token);
    const number = "09133330006";
    expect(
      (await call(register, "security/register?expand=identity", { number, first_name: "نگار", last_name: "باقری" }))
        .status,
    ).toBe(200);
    const response = await call(
      validateRegister,
      "security/validate-register?expand=identity",
      { number, code: lastCode(number), ...webClient },
      { cookie: `referral=${invite_code}` },
    );
    expect(response.status).toBe(200);
    expect(await inviteOf(inviter.token.access_token)).toMatchObject({ invited_count: 1, points: 50 });
  });

  it("gives nothing to existing accounts, self-invites or unknown codes", async () => {
    const inviter = await signIn("09133330007");
    const { invite_code } = await inviteOf(inviter.token.access_token);

    // An account that already existed signs in with the cookie: no credit.
    const existing = await signIn("09133330008");
    await signIn("09133330008", { cookie: `referral=${invite_code}` });
    expect(await referredBy(existing.identity.id)).toBeNull();

    // The inviter signs in with their own link: no credit, and directly refused as a self-invite.
    await signIn("09133330007", { cookie: `referral=${invite_code}` });
    expect(await creditReferral(inviter.identity.id, invite_code)).toEqual({ credited: false, reason: "self-invite" });
    expect(await referredBy(inviter.identity.id)).toBeNull();

    // A new account with a code nobody has, or garbage, still signs in.
    const stranger = await signIn("09133330009", { cookie: "referral=ZZZZZZZZ" });
    expect(await referredBy(stranger.identity.id)).toBeNull();
    const odd = await signIn("09133330010", { cookie: "referral=%E2%80%8F;drop" });
    expect(await referredBy(odd.identity.id)).toBeNull();

    expect(await inviteOf(inviter.token.access_token)).toMatchObject({ invited_count: 0, points: 0 });
  });

  it("reaches the silver and gold levels at 200 and 500 points", async () => {
    const member = await signIn("09133330011");
    const db = database.handle().db;
    await db.insert(pointEntries).values([
      { userId: member.identity.id, points: 150, reason: "event", description: "شرکت در میت‌آپ هوش مصنوعی کرمان" },
      { userId: member.identity.id, points: 50, reason: "invite", description: "عضویت دوست دعوت‌شده" },
    ]);
    const silver = (await (await getFrom(points, "", { token: member.token.access_token })).json()) as PointsSummary;
    expect(silver).toMatchObject({
      total: 200,
      level: { key: "silver" },
      next_level: { key: "gold", min: 500 },
      points_to_next: 300,
    });
    expect(silver.entries.map((e) => e.reason_label).sort()).toEqual(["دعوت از دوستان", "شرکت در رویداد"]);
    await db
      .insert(pointEntries)
      .values({ userId: member.identity.id, points: 300, reason: "event", description: "دمو دی شتاب‌دهنده" });
    const gold = (await (await getFrom(points, "", { token: member.token.access_token })).json()) as PointsSummary;
    expect(gold).toMatchObject({
      total: 500,
      level: { key: "gold", name: "طلایی" },
      next_level: null,
      points_to_next: null,
    });
  });
});
