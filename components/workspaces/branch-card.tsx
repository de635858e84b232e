import { Picture } from "@/components/ui/picture";
import type { Branch } from "@/shared/types/workspaces";
import { toPersianDigits } from "@/shared/format/digits";

/** A branch's picture, description and how to reach it. */
export function BranchCard({ branch }: { branch: Branch }) {
  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Picture
        src={branch.image}
        alt={branch.image_alt ?? `نمای ${branch.name}`}
        width={600}
        height={340}
        className="aspect-[16/9] w-full rounded-2xl"
      />
      <div>
        <p className="leading-8 text-ink">{branch.description}</p>
        <dl className="mt-4 grid gap-3 text-sm">
          <div>
            <dt className="text-muted">نشانی</dt>
            <dd className="mt-0.5 leading-7 font-bold">{branch.address}</dd>
          </div>
          <div>
            <dt className="text-muted">تلفن</dt>
            <dd className="mt-0.5 font-bold">
              <a
                href={`tel:${branch.phone.replace(/[^\d+]/g, "")}`}
                dir="ltr"
                className="text-brand-800 underline-offset-4 hover:underline"
              >
                {toPersianDigits(branch.phone)}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-muted">ساعات کاری</dt>
            <dd className="mt-0.5 font-bold">{branch.hours}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
