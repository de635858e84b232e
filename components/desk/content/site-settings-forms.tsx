"use client";
// The site's settings in the desk (/admin/content/site), one form a group, each saved whole with the
// version the desk showed: the contact details the footer and «تماس با ما» show, the social links
// (ordered by dragging or from the keyboard), the headline figures of «درباره ما», and the home
// page's offers, accelerator stages and a request's steps. A group is saved as a draft the site does
// not show (the form then shows the draft, marked «پیش‌نویس منتشرنشده»), seen in the preview
// (/admin/content/site/preview), then published or discarded. Checked on blur and then on input by
// the API's own schemas (validation/content/site.ts), the API's 422 on the same fields; a
// colleague's write in between (409) is said in an alert while everything typed stays in the form.
// Each group's form is in ./site-settings/, beside the plumbing they share (setting-form.tsx).
import type { DeskSiteSettings } from "@/shared/types/site";
import { ContactSettingsForm } from "./site-settings/contact-form";
import { HomeSettingsForm } from "./site-settings/home-form";
import { SocialSettingsForm } from "./site-settings/social-form";
import { StatsSettingsForm } from "./site-settings/stats-form";

export function SiteSettingsForms({ settings }: { settings: DeskSiteSettings }) {
  return (
    <div className="grid gap-8">
      <ContactSettingsForm setting={settings.contact} />
      <SocialSettingsForm setting={settings.social} />
      <StatsSettingsForm setting={settings.stats} />
      <HomeSettingsForm setting={settings.home} />
    </div>
  );
}
