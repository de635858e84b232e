// The status SMS an admin writes in the desk is what the requester gets on the next decision; an
// empty text goes back to the default; a template cannot be made for a status its kind never
// reaches; the change is audited.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as auditLog } from "@/app/api/v1/admin/audit/route";
import { POST as status } from "@/app/api/v1/admin/requests/[id]/status/route";
import { GET as templates, PUT as saveTemplate } from "@/app/api/v1/admin/sms-templates/route";
import { setSmsProvider } from "@/server/sms";
import type { SmsMessage } from "@/server/sms/provider";
import type { DeskAuditEntry, DeskSmsTemplate } from "@/shared/types/desk";
import { withFreshDatabase } from "../../support/database";
import { bearer, getFrom } from "../../support/http";
import { staffAccount, storeRequest, type Account } from "../../support/staff";

const sms: SmsMessage[] = [];

describe("status SMS templates", () => {
  const database = withFreshDatabase();
  let admin: Account;

  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async (m) => void sms.push(m) });
    admin = await staffAccount(database.handle().db, "admin");
    return () => setSmsProvider(undefined);
  });

  const put = (body: unknown) =>
    saveTemplate(
      new Request("http://localhost/api/v1/admin/sms-templates", {
        method: "PUT",
        headers: { ...bearer(admin.token), "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
      undefined as never,
    );

  it("lists each kind's reachable statuses with the default text; a contact message is never 'approved'", async () => {
    const list = (await (
      await getFrom(templates, "", { path: "admin/sms-templates", headers: bearer(admin.token) })
    ).json()) as DeskSmsTemplate[];
    expect(list.find((t) => t.kind === "reservation" && t.status === "approved")).toMatchObject({
      custom: false,
      status_label: "تایید شد",
    });
    expect(list.some((t) => t.kind === "contact" && t.status === "approved")).toBe(false);
  });

  it("an admin's text is sent on the next decision, with its placeholders filled; clearing it restores the default", async () => {
    const saved = await put({
      kind: "reservation",
      status: "in-review",
      text: "آوینوکس: «{kind}» {code} به مرحله «{status}» رسید.",
    });
    expect(await saved.json()).toMatchObject({
      custom: true,
      text: "آوینوکس: «{kind}» {code} به مرحله «{status}» رسید.",
    });
    const request = await storeRequest(database.handle().db, { kind: "reservation", mobile: "09137778899" });
    const decided = await status(
      new Request(`http://localhost/api/v1/admin/requests/${request.id}/status`, {
        method: "POST",
        headers: { ...bearer(admin.token), "content-type": "application/json" },
        body: JSON.stringify({ status: "in-review", version: 1, notify: true }),
      }),
      { params: Promise.resolve({ id: String(request.id) }) } as never,
    );
    expect(decided.status).toBe(200);
    expect(sms.at(-1)).toMatchObject({
      to: "09137778899",
      text: `آوینوکس: «رزرو فضای کار» ${request.trackingCode} به مرحله «در حال بررسی» رسید.`,
    });

    expect(await (await put({ kind: "reservation", status: "in-review", text: "" })).json()).toMatchObject({
      custom: false,
      text: "«{kind}» شما با کد پیگیری {code} در آوینوکس در حال بررسی است.",
    });
    const entries = (await (
      await getFrom(auditLog, "?entity=sms-template", { path: "admin/audit", headers: bearer(admin.token) })
    ).json()) as DeskAuditEntry[];
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [{ text: "آوینوکس: «{kind}» {code} به مرحله «{status}» رسید." }, { text: null }],
      [{ text: null }, { text: "آوینوکس: «{kind}» {code} به مرحله «{status}» رسید." }],
    ]);
  });

  it("refuses an unknown kind or status and an overlong text, in Persian", async () => {
    const response = await put({ kind: "shop", status: "paid", text: "x".repeat(301) });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Array<{ field: string }>).map((e) => e.field).sort()).toEqual([
      "kind",
      "status",
      "text",
    ]);
  });
});
