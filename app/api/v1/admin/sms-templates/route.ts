// GET /api/v1/admin/sms-templates (admins): the status SMS of every kind and status a decision can
// reach. PUT {kind, status, text} (admins): changes one ({code}, {kind}, {status} are filled in);
// an empty text goes back to the default. Audited.
import { audit } from "@/server/audit/log";
import { getDb } from "@/server/db/client";
import { listStatusSmsTemplates, saveStatusSmsTemplate, statusSmsOverrides } from "@/server/desk/status-sms";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler, readJson } from "@/server/http/handler";
import { requireStaff } from "@/server/staff/access";
import { canManageStaff } from "@/shared/staff";
import { smsTemplateSchema } from "@/validation/desk";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    await requireStaff(request, canManageStaff);
    return listStatusSmsTemplates(await getDb());
  },
  { cache: notShared },
);

export const PUT = apiHandler(async (request: Request) => {
  const staff = await requireStaff(request, canManageStaff);
  const { kind, status, text } = smsTemplateSchema.parse(await readJson(request));
  const db = await getDb();
  const before = (await statusSmsOverrides(db))[`${kind}:${status}`] ?? null;
  await saveStatusSmsTemplate(db, kind, status, text ?? null);
  await audit(db, {
    actorId: staff.user.id,
    action: "sms-template.update",
    entity: "sms-template",
    entityId: `${kind}:${status}`,
    before: { text: before },
    after: { text: text ?? null },
    ip: staff.ip,
  });
  return (await listStatusSmsTemplates(db)).find((t) => t.kind === kind && t.status === status) ?? null;
});
