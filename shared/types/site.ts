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
export type SiteSettingsValues = { contact: ContactInfo; social: SocialLink[]; stats: Required<SiteStats>; home: HomeSections };
export type SiteSettingKey = keyof SiteSettingsValues;
/** One group as the desk reads it: its value and the version an edit is made against. */
export type DeskSiteSetting<K extends SiteSettingKey = SiteSettingKey> = { key: K; value: SiteSettingsValues[K]; version: number; updated_at: string | null };
export type DeskSiteSettings = { [K in SiteSettingKey]: DeskSiteSetting<K> };
