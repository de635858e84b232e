import type { Metadata } from "next";
import { SiteSettingsForms } from "@/components/desk/content/site-settings-forms";
import { deskSiteApi, deskSitePath } from "@/lib/api/resources/desk-site";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { editsContent } from "../content-access";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "تنظیمات سایت" };

// The site's settings (editors and admins): contact details, social links, the headline figures
// and the home page's sections, each group saved on its own as a draft, previewed, then published
// (the site shows it within 2 s) or discarded.
async function SiteSettingsPage() {
  await requireStaff(deskSitePath, editsContent);
  const settings = await deskSiteApi.settings(await authServerApi(), { page: true });
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-black">تنظیمات سایت</h1>
        <p className="mt-1 text-muted">
          راه‌های تماس، شبکه‌های اجتماعی، آمار آوینوکس و بخش‌های صفحه اصلی. هر بخش جدا به صورت پیش‌نویس ذخیره می‌شود و
          سایت را تغییر نمی‌دهد؛ در پیش‌نمایش دیده می‌شود و با «انتشار» در چند ثانیه در سایت می‌آید. هر تغییر در گزارش
          فعالیت ثبت می‌شود.
        </p>
      </div>
      <SiteSettingsForms settings={settings} />
    </div>
  );
}

export default visitorPage(SiteSettingsPage);
