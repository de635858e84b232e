import type { Metadata } from "next";
import { AboutStats } from "@/components/about/about-stats";
import { HomePageContent } from "@/components/home/home-page";
import { SiteFooter } from "@/components/layout/site-footer";
import { Link } from "@/components/navigation/link";
import { deskSiteApi, deskSitePath, deskSitePreviewPath, SITE_SETTING_GROUPS } from "@/lib/api/resources/desk-site";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import type { SiteSettingKey, SiteSettingsValues } from "@/shared/types/site";
import { editsContent } from "../../content-access";
import { visitorPage } from "@/render/page-rule";
import { previewMetadata } from "../../item-pages";

export const metadata: Metadata = previewMetadata("تنظیمات سایت");

// The home page, the footer and the figures of «درباره ما» as the site will show them once the settings' drafts are published
// (a group with no draft: what is published), drawn by the site's own components given the
// settings, the lists (events, plans, …) as the public API has them. Read from the desk's API: the
// public home page never sees a draft. Never indexed.
async function SiteSettingsPreviewPage() {
  await requireStaff(deskSitePreviewPath, editsContent);
  const settings = await deskSiteApi.settings(await authServerApi(), { page: true });
  const shown = <K extends SiteSettingKey>(key: K): SiteSettingsValues[K] =>
    (settings[key].draft?.value ?? settings[key].value) as SiteSettingsValues[K];
  const drafts = (Object.keys(SITE_SETTING_GROUPS) as SiteSettingKey[])
    .filter((key) => settings[key].draft)
    .map((key) => `«${SITE_SETTING_GROUPS[key]}»`);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <div className="grid gap-1 leading-7">
          <p className="font-bold">
            پیش‌نمایش: صفحه اصلی، پانویس و آمار سایت پس از انتشار پیش‌نویس‌ها چنین دیده می‌شوند.
          </p>
          <p>
            {drafts.length > 0
              ? `پیش‌نویس‌های منتشرنشده: ${drafts.join("، ")}. سایت تا انتشار آن‌ها همان نسخه منتشرشده را نشان می‌دهد.`
              : "هیچ پیش‌نویسی منتظر انتشار نیست؛ این همان است که در سایت دیده می‌شود."}
          </p>
        </div>
        <Link href={deskSitePath} className="rounded font-bold underline underline-offset-4">
          بازگشت به تنظیمات سایت
        </Link>
      </div>
      <div className="overflow-hidden rounded-2xl border border-brand-100 bg-white">
        <HomePageContent home={shown("home")} />
        <SiteFooter settings={{ contact: shown("contact"), social: shown("social") }} />
      </div>
      <section
        aria-labelledby="preview-stats-title"
        className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-4 md:p-6"
      >
        <h2 id="preview-stats-title" className="text-xl font-extrabold">
          آمار آوینوکس در صفحه «درباره ما»
        </h2>
        <AboutStats stats={shown("stats")} />
      </section>
    </div>
  );
}

export default visitorPage(SiteSettingsPreviewPage);
