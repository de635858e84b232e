// What a business's page shows below its description: the figures "in one glance", the gallery,
// the path of growth and the team, each only when it has something. Shared by the public page and
// the desk's preview, so the preview shows exactly what the page will.
import { BusinessTimeline } from "@/components/businesses/business-timeline";
import { DetailSection } from "@/components/catalog/detail-page";
import { GalleryFigure, ListSection } from "@/components/catalog/list-section";
import { Picture } from "@/components/ui/picture";
import { formatNumberFa } from "@/shared/format/number";
import type { BusinessTimeline as Timeline } from "@/shared/types/businesses";

type Props = {
  name: string;
  stats: Array<{ label: string; value: number; unit: string | null }>;
  gallery: Array<{ image: string; caption: string }>;
  timelines: Array<
    Omit<Timeline, "id" | "items"> & { items?: Array<{ title: string; description: string; happened_at: string }> }
  >;
  members: Array<{ name: string; role: string; avatar: string }>;
};

export function BusinessSections({ name, stats, gallery, timelines, members }: Props) {
  return (
    <>
      <ListSection
        id="stats"
        title="در یک نگاه"
        items={stats}
        as="dl"
        list="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4"
        keyOf={(_, index) => index}
        itemClassName="flex flex-col-reverse rounded-2xl border border-brand-100 bg-surface p-4 text-center"
      >
        {(stat) => (
          <>
            <dt className="mt-1 text-sm leading-6 text-muted">{stat.label}</dt>
            <dd className="text-2xl font-black text-brand-800">
              {formatNumberFa(stat.value)}
              {stat.unit && <span className="ms-1 text-sm font-bold text-ink">{stat.unit}</span>}
            </dd>
          </>
        )}
      </ListSection>

      <ListSection
        id="gallery"
        title="گالری تصاویر"
        items={gallery}
        list="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3"
        keyOf={(_, index) => index}
      >
        {(picture) => (
          <GalleryFigure
            image={picture.image}
            alt={picture.caption}
            caption={picture.caption}
            captionClassName="mt-1 text-xs leading-5 text-muted"
          />
        )}
      </ListSection>

      {timelines.length > 0 && (
        <DetailSection id="timeline" title="مسیر رشد">
          <div className="mt-5">
            <BusinessTimeline timelines={timelines} />
          </div>
        </DetailSection>
      )}

      <ListSection
        id="team"
        title={`تیم ${name}`}
        items={members}
        list="mt-4 grid gap-4 sm:grid-cols-2"
        keyOf={(_, index) => index}
        itemClassName="flex items-center gap-4 rounded-2xl border border-brand-100 p-4"
      >
        {(member) => (
          <>
            {/* Beside the member's name: the photo adds nothing a screen reader should say. */}
            <Picture src={member.avatar} alt="" width={64} height={64} className="size-16 shrink-0 rounded-full" />
            <div>
              <h3 className="font-bold">{member.name}</h3>
              <p className="text-sm text-brand-700">{member.role}</p>
            </div>
          </>
        )}
      </ListSection>
    </>
  );
}
