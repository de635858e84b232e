import type { Metadata } from "next";
import { SiteSettingsForms } from "@/components/desk/content/site-settings-forms";
import { deskSiteApi, deskSitePath } from "@/lib/api/resources/desk-site";
import { authServerApi } from "@/lib/api/server";
import { requireStaff } from "@/lib/auth/staff";
import { editsContent } from "../content-access";

export const metadata: Metadata = { title: "تنظیمات سایت" };

// The site's settings (editors and admins): contact details, social links, the headline figures
// and the home page's sections, each group saved on its own; the site shows a save within 2 s.
export default async function SiteSettingsPage() {
  await requireStaff(deskSitePath, editsContent);
  const settings = await deskSiteApi.settings(await authServerApi(), { page: true });
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-black">تنظیمات سایت</h1>
        <p className="mt-1 text-muted">راه‌های تماس، شبکه‌های اجتماعی، آمار آوینوکس و بخش‌های صفحه اصلی. هر بخش جدا ذخیره می‌شود، در گزارش فعالیت ثبت می‌شود و در چند ثانیه در سایت دیده می‌شود.</p>
      </div>
      <SiteSettingsForms settings={settings} />
    </div>
  );
}
