// A business's page, as the public page (app/(site)/businesses/[slug]) and the desk's preview both
// draw it: the cover with the logo on it, the description and the sections under it, and the facts
// of the side panel.
import type { ComponentProps } from "react";
import { DetailCover, DetailSection } from "@/components/catalog/detail-page";
import { Fact, LinkFact } from "@/components/ui/fact";
import { Picture } from "@/components/ui/picture";
import { toPersianDigits } from "@/shared/format/digits";
import type { BusinessSummary } from "@/shared/types/businesses";
import { BusinessSections } from "./business-sections";

type AboutProps = Omit<ComponentProps<typeof BusinessSections>, "name"> & {
  business: Pick<BusinessSummary, "name" | "cover" | "cover_alt" | "logo" | "logo_alt"> & { description: string };
};

/** The cover and the logo with their text alternatives, «درباره …» with the description, then the figures, gallery, path and team. */
export function BusinessAbout({ business, ...sections }: AboutProps) {
  return (
    <>
      <div className="relative">
        <DetailCover src={business.cover} alt={business.cover_alt ?? `تصویر ${business.name}`} />
        <Picture
          src={business.logo}
          alt={business.logo_alt ?? `نشان ${business.name}`}
          width={96}
          height={96}
          priority
          className="absolute start-6 -bottom-8 size-20 rounded-2xl border-4 border-white shadow-md md:size-24"
        />
      </div>

      <DetailSection id="about" title={`درباره ${business.name}`} className="mt-14" text={business.description} />

      <BusinessSections name={business.name} {...sections} />
    </>
  );
}

/** "pestehyar.ir" from "https://www.pestehyar.ir/", for showing a link. */
function siteName(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, "");
  } catch {
    return url;
  }
}

type FactsProps = { business: Pick<BusinessSummary, "category" | "stage_label" | "founded_year" | "city" | "website"> };

/** The Facts of a business (inside a <dl>), its website as a link. */
export function BusinessFacts({ business }: FactsProps) {
  return (
    <>
      <Fact label="حوزه فعالیت">{business.category}</Fact>
      <Fact label="مرحله رشد">{business.stage_label}</Fact>
      {business.founded_year !== null && <Fact label="سال شروع">{toPersianDigits(business.founded_year)}</Fact>}
      <Fact label="شهر">{business.city}</Fact>
      {business.website && (
        <LinkFact
          label="وب‌سایت"
          href={business.website}
          className="font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {siteName(business.website)}
        </LinkFact>
      )}
    </>
  );
}
