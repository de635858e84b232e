export type ContactInfo = {
  address: string;
  city: string;
  phone: string;
  email: string;
  hours: string;
  location: { lat: number; lng: number };
};

export type SocialLink = { key: string; name: string; href: string };

export type SiteStats = Partial<Record<"members" | "startups" | "events" | "mentors", number>>;

/** A card of the home page's «در آوینوکس چه می‌توانید بکنید؟». */
export type HomeOffer = { icon: string; title: string; text: string; href: string; cta: string };
/** A stage of the home page's «مسیر شتاب‌دهی آوینوکس». */
export type HomeProgram = { title: string; weeks: number; text: string };
/** A step of the home page's «درخواست شما چطور بررسی می‌شود؟». */
export type HomeStep = { title: string; text: string };
export type HomeSections = { offers: HomeOffer[]; programs: HomeProgram[]; steps: HomeStep[] };

export type SiteInfo = {
  contact: ContactInfo | null;
  social: SocialLink[];
  stats: SiteStats;
  home: HomeSections;
};

/** The settings the desk edits (/admin/content/site), one group a form. */
export type SiteSettingsValues = {
  contact: ContactInfo;
  social: SocialLink[];
  stats: Required<SiteStats>;
  home: HomeSections;
};
export type SiteSettingKey = keyof SiteSettingsValues;
/** A group's unpublished draft: what the desk's preview shows, never the site. */
export type DeskSiteSettingDraft<K extends SiteSettingKey = SiteSettingKey> = {
  value: SiteSettingsValues[K];
  saved_at: string;
  saved_by: { id: number; name: string } | null;
};
/** One group as the desk reads it: its published value, its draft when one waits, and the version an
 *  edit (a save, a draft, a publish, a discard) is made against. */
export type DeskSiteSetting<K extends SiteSettingKey = SiteSettingKey> = {
  key: K;
  value: SiteSettingsValues[K];
  draft: DeskSiteSettingDraft<K> | null;
  version: number;
  updated_at: string | null;
};
export type DeskSiteSettings = { [K in SiteSettingKey]: DeskSiteSetting<K> };
