export type ContactInfo = {
  address: string;
  city: string;
  phone: string;
  email: string;
  hours: string;
  location: { lat: number; lng: number };
};

export type SiteInfo = {
  contact: ContactInfo | null;
  social: Array<{ key: string; name: string; href: string }>;
  stats: Partial<Record<"members" | "startups" | "events" | "mentors", number>>;
};
