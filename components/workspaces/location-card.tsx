import type { ReactNode } from "react";
import { Picture } from "@/components/ui/picture";
import type { Location } from "@/shared/types/workspaces";
import { toPersianDigits } from "@/shared/format/digits";

/** A space of a branch (picture, capacity, amenities) with its plans below. */
/** `headingLevel`: its name's heading (under its branch's h3 on /workspaces; 2 in the desk's preview). */
export function LocationCard({
  location,
  children,
  headingLevel = 4,
}: {
  location: Location;
  children?: ReactNode;
  headingLevel?: 2 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      aria-labelledby={`location-${location.id}`}
      className="rounded-2xl border border-brand-100 bg-surface p-4 render-when-near [--near-height:60rem] md:p-5 md:[--near-height:36rem]"
    >
      <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
        <Picture
          src={location.image}
          alt={location.image_alt ?? `تصویر ${location.name}`}
          width={600}
          height={340}
          className="aspect-[16/9] w-full rounded-xl"
        />
        <div>
          <Heading id={`location-${location.id}`} className="text-lg font-extrabold">
            {location.name}
          </Heading>
          <p className="mt-1 text-sm text-muted">
            {location.floor ? `${location.floor}، ` : ""}ظرفیت {toPersianDigits(location.capacity)} نفر
          </p>
          <p className="mt-2 leading-7 text-ink">{location.description}</p>
          {location.amenities.length > 0 && (
            <ul aria-label={`امکانات ${location.name}`} className="mt-3 flex flex-wrap gap-1.5">
              {location.amenities.map((item) => (
                <li
                  key={item}
                  className="rounded-full border border-brand-200 bg-white px-2.5 py-1 text-xs text-brand-900"
                >
                  {item}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {children}
    </article>
  );
}
