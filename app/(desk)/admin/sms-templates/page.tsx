import type { Metadata } from "next";
import { SmsTemplateEditor } from "@/components/desk/sms-template-editor";
import { deskApi } from "@/lib/api/resources/desk";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "متن پیامک‌ها" };

// The SMS a requester may get when the team decides, per kind and status (admins only; the API
// checks again).
async function SmsTemplatesPage() {
  await requireStaff("/admin/sms-templates", (staff) => staff.can.manage_staff);
  const templates = await deskApi.smsTemplates(await authServerApi(), { page: true });
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-black">متن پیامک‌ها</h1>
        <p className="mt-1 max-w-3xl leading-8 text-muted">
          پیامکی که با ثبت تصمیم (اگر کارشناس «ارسال پیامک» را بزند) برای درخواست‌دهنده می‌رود. هر نوع درخواست و هر
          وضعیت متن خودش را دارد؛ اگر متنی ننویسید، متن پیش‌فرض فرستاده می‌شود.
        </p>
      </div>
      <SmsTemplateEditor templates={templates} />
    </div>
  );
}

export default visitorPage(SmsTemplatesPage);
