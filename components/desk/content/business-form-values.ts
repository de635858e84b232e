// The business form's values (what the desk types: text, the year and figures as typed, days as
// "۱۴۰۵/۰۹/۱۰"), made from a business the API answered, and the body sent back once the schema has
// checked them. Apart from the form so that the list fields (./business-list-fields.tsx) read the
// same type without importing the form.
import type { BusinessBody } from "@/lib/api/resources/desk-content";
import type { AdminBusiness } from "@/shared/types/businesses";
import { formatJalaliDate } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { BusinessContent } from "@/validation/content/business";

/** The form's fields, each as its input holds it (text; the year too). */
export type BusinessFormValues = {
  name: string;
  slug: string;
  tagline: string;
  description: string;
  category: string;
  stage: string;
  logo: string;
  logo_alt: string;
  cover: string;
  cover_alt: string;
  website: string;
  founded_year: string;
  city: string;
  /** The gallery in its order: uploaded pictures with what each shows. */
  gallery: Array<{ image: string; caption: string }>;
  /** The figures, the path and the team (./business-list-fields.tsx), their numbers and days as typed. */
  stats: Array<{ label: string; value: string; unit: string }>;
  timelines: Array<{
    title: string;
    year: string;
    items: Array<{ title: string; description: string; happened_at: string }>;
  }>;
  members: Array<{ name: string; role: string; avatar: string }>;
};

export const EMPTY_BUSINESS_FORM: BusinessFormValues = {
  name: "",
  slug: "",
  tagline: "",
  description: "",
  category: "",
  stage: "",
  logo: "",
  logo_alt: "",
  cover: "",
  cover_alt: "",
  website: "",
  founded_year: "",
  city: "کرمان",
  gallery: [],
  stats: [],
  timelines: [],
  members: [],
};
const BUSINESS_FORM_FIELDS: ReadonlyArray<string> = Object.keys(EMPTY_BUSINESS_FORM);

/** The form field an API field error belongs to, if the form shows it (a picture's address: the gallery as a whole). */
export function formFieldOf(apiField: string): string | undefined {
  if (/^gallery\.\d{1,2}\.caption$/.test(apiField)) return apiField;
  // A row's own field (stats.0.value, timelines.1.items.0.happened_at, members.2.avatar) or a list as a whole.
  if (
    /^(stats\.\d{1,2}\.(label|value|unit)|timelines\.\d{1,2}\.(title|year|items(\.\d{1,2}\.(title|description|happened_at))?)|members\.\d{1,2}\.(name|role|avatar))$/.test(
      apiField,
    )
  )
    return apiField;
  if (/^gallery\.\d{1,2}\.image$/.test(apiField)) return "gallery";
  return BUSINESS_FORM_FIELDS.includes(apiField) ? apiField : undefined;
}

export const businessFormValues = (business: AdminBusiness): BusinessFormValues => ({
  name: business.name,
  slug: business.slug,
  tagline: business.tagline,
  description: business.description,
  category: business.category,
  stage: business.stage,
  logo: business.logo,
  logo_alt: business.logo_alt ?? "",
  cover: business.cover,
  cover_alt: business.cover_alt ?? "",
  website: business.website ?? "",
  founded_year: business.founded_year === null ? "" : toPersianDigits(business.founded_year),
  city: business.city,
  gallery: business.gallery.map((picture) => ({ ...picture })),
  stats: business.stats.map((stat) => ({
    label: stat.label,
    value: toPersianDigits(stat.value),
    unit: stat.unit ?? "",
  })),
  timelines: business.timelines.map((chapter) => ({
    title: chapter.title,
    year: toPersianDigits(chapter.year),
    items: chapter.items.map((item) => ({
      title: item.title,
      description: item.description,
      happened_at: formatJalaliDate(item.happened_at, "short"),
    })),
  })),
  members: business.members.map((member) => ({ ...member })),
});

/** What the API is sent for the checked values: an empty slug or picture is left out (made on a new business, kept on an edit); an emptied website, year or text alternative is cleared. */
export function businessBody({
  slug,
  logo,
  cover,
  website,
  founded_year,
  logo_alt,
  cover_alt,
  gallery,
  stats,
  timelines,
  members,
  ...fields
}: BusinessContent): BusinessBody {
  return {
    ...fields,
    ...(slug ? { slug } : {}),
    ...(logo ? { logo } : {}),
    ...(cover ? { cover } : {}),
    website: website ?? null,
    founded_year: founded_year ?? null,
    logo_alt: logo_alt ?? null,
    cover_alt: cover_alt ?? null,
    gallery: gallery ?? [],
    stats: (stats ?? []).map((stat) => ({ ...stat, unit: stat.unit ?? null })),
    timelines: (timelines ?? []).map((chapter) => ({
      ...chapter,
      items: chapter.items.map((item) => ({ ...item, happened_at: item.happened_at.toISOString() })),
    })),
    // A member without an uploaded photo gets the drawn face.
    members: (members ?? []).map(({ avatar, ...member }) => ({ ...member, ...(avatar ? { avatar } : {}) })),
  };
}
