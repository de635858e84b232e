import { CoverCard } from "@/components/catalog/cover-card";
import { Picture } from "@/components/ui/picture";
import type { BusinessSummary } from "@/shared/types/businesses";
import { LineIcon } from "@/components/icons/line-icon";

/** A hosted startup in a list: cover, logo, name, tagline, field and stage. */
export function BusinessCard({ business, headingLevel = 3 }: { business: BusinessSummary; headingLevel?: 2 | 3 }) {
  return (
    <CoverCard
      cover={business.cover}
      overlay={
        <>
          <Picture
            src={business.logo}
            alt=""
            width={72}
            height={72}
            className="absolute start-5 -bottom-7 size-16 rounded-2xl border-4 border-white shadow"
          />
          <span className="absolute end-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-brand-900 shadow">
            {business.stage_label}
          </span>
        </>
      }
      hangingOverlay
      kicker={business.category}
      href={`/businesses/${business.slug}`}
      level={headingLevel}
      title={business.name}
      summary={business.tagline}
    >
      <p className="mt-4 flex items-center gap-1.5 text-sm text-ink">
        <LineIcon className="size-4 text-brand-700">
          <path d="M12 21s-7-6.2-7-11a7 7 0 1 1 14 0c0 4.8-7 11-7 11z" />
          <circle cx="12" cy="10" r="2.5" />
        </LineIcon>
        <span className="sr-only">شهر: </span>
        {business.city}
      </p>
    </CoverCard>
  );
}
