import type { Branch } from "@/shared/types/workspaces";
import { directionsUrl, osmEmbedUrl, osmPageUrl } from "./workspace-format";

/** Where the branches are: an OpenStreetMap with a marker per branch when the maps service
 *  answers (the API's map-status), otherwise each address with a directions link. */
export function BranchMap({ branches, available }: { branches: Branch[]; available: boolean }) {
  if (available) {
    return (
      <ul className="grid gap-5 md:grid-cols-2">
        {branches.map((branch) => (
          <li key={branch.id}>
            <figure>
              <iframe
                src={osmEmbedUrl(branch.lat, branch.lng)}
                title={`نقشه موقعیت ${branch.name}`}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                className="aspect-[4/3] w-full rounded-2xl border border-brand-100"
              />
              <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="font-bold">{branch.name}</span>
                <a
                  href={osmPageUrl(branch.lat, branch.lng)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-bold text-brand-700 underline underline-offset-4"
                >
                  نمایش نقشه بزرگ‌تر
                </a>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {branches.map((branch) => (
        <li key={branch.id} className="rounded-2xl border border-brand-100 p-4">
          <p className="font-bold">{branch.name}</p>
          <p className="mt-1 text-sm leading-7 text-muted">{branch.address}</p>
          <a
            href={directionsUrl(branch.lat, branch.lng)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`مسیریابی تا ${branch.name}`}
            className="mt-3 inline-flex rounded-xl border border-brand-300 px-4 py-2 text-sm font-bold text-brand-800 hover:bg-brand-50"
          >
            مسیریابی
          </a>
        </li>
      ))}
    </ul>
  );
}
