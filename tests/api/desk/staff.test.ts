// Managing the team through the admin API: an admin adds a number (its account made if new) as a
// reviewer of some kinds, changes and removes members, the team is never left without an admin,
// and each change is audited with before and after.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as auditLog } from "@/app/api/v1/admin/audit/route";
import { GET as me } from "@/app/api/v1/admin/me/route";
import { DELETE as removeMember, PATCH as changeMember } from "@/app/api/v1/admin/staff/[id]/route";
import { GET as staffList, POST as addMember } from "@/app/api/v1/admin/staff/route";
import { users } from "@/server/db/schema";
import type { DeskAuditEntry, DeskMe, DeskStaffMember } from "@/shared/types/desk";
import { withFreshDatabase } from "../../support/database";
import { callAs, staffAccount, type Account } from "../../support/staff";

describe("the team", () => {
  const database = withFreshDatabase();
  let admin: Account;

  beforeAll(async () => {
    admin = await staffAccount(database.handle().db, "admin", [], "پریسا");
  });

  it("an admin adds a new number as a reviewer of two kinds: the account exists, the member sees its role at /admin/me", async () => {
    const added = await callAs(admin, addMember, "admin/staff", {
      body: { mobile: "۰۹۱۵۱۲۳۴۵۶۷", role: "reviewer", kinds: ["reservation", "idea", "idea"] },
    });
    expect(added.status).toBe(201);
    const member = (await added.json()) as DeskStaffMember;
    expect(member).toMatchObject({
      mobile: "09151234567",
      role: "reviewer",
      role_label: "کارشناس بررسی درخواست‌ها",
      kinds: ["reservation", "idea"],
    });
    const [account] = await database.handle().db.select().from(users).where(eq(users.mobile, "09151234567"));
    expect(account?.id).toBe(member.id);
    const list = (await (await callAs(admin, staffList, "admin/staff")).json()) as DeskStaffMember[];
    expect(list.map((m) => m.mobile)).toEqual([admin.mobile, "09151234567"]);
  });

  it("refuses a bad number or role with Persian field messages", async () => {
    const response = await callAs(admin, addMember, "admin/staff", { body: { mobile: "12345", role: "owner" } });
    expect(response.status).toBe(422);
    const errors = (await response.json()) as Array<{ field: string; message: string }>;
    expect(errors.map((e) => e.field).sort()).toEqual(["mobile", "role"]);
    for (const error of errors) expect(error.message).toMatch(/[\u0600-\u06FF]/);
  });

  it("the last admin can be neither demoted nor removed; with a second admin both work; every change is audited", async () => {
    const demote = await callAs(admin, changeMember, `admin/staff/${admin.id}`, {
      id: admin.id,
      body: { role: "editor" },
      method: "PATCH",
    });
    expect(demote.status).toBe(409);
    expect(((await demote.json()) as { message: string }).message).toBe(
      "تیم باید دست‌کم یک مدیر داشته باشد؛ پیش از این کار مدیر دیگری تعیین کنید.",
    );
    expect(
      (await callAs(admin, removeMember, `admin/staff/${admin.id}`, { id: admin.id, method: "DELETE" })).status,
    ).toBe(409);

    const second = await staffAccount(database.handle().db, "admin", [], "کامران");
    const changed = await callAs(second, changeMember, `admin/staff/${admin.id}`, {
      id: admin.id,
      body: { role: "reviewer", kinds: ["contact"] },
      method: "PATCH",
    });
    expect(await changed.json()).toMatchObject({ role: "reviewer", kinds: ["contact"] });
    const mine = (await (await callAs(admin, me, "admin/me")).json()) as DeskMe;
    expect(mine).toMatchObject({
      role: "reviewer",
      kinds: ["contact"],
      can: { review: true, manage_staff: false, edit_content: false },
    });

    expect(
      (await callAs(second, removeMember, `admin/staff/${admin.id}`, { id: admin.id, method: "DELETE" })).status,
    ).toBe(204);
    expect((await callAs(admin, me, "admin/me")).status).toBe(403);
    const entries = (await (
      await callAs(second, auditLog, `admin/audit?entity=staff&entity_id=${admin.id}`)
    ).json()) as DeskAuditEntry[];
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ["staff.remove", { role: "reviewer", kinds: ["contact"] }, null],
      ["staff.update", { role: "admin", kinds: [] }, { role: "reviewer", kinds: ["contact"] }],
      ["staff.create", null, { role: "admin", kinds: [] }],
    ]);
  });
});
