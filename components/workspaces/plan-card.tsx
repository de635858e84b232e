import { Link } from "@/components/navigation/link";
import { workspacesApi } from "@/lib/api/resources/workspaces";
import type { LocationPlan, Service } from "@/shared/types/workspaces";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";
import { periodLabel } from "./workspace-format";

type Props = {
  plan: LocationPlan;
  service?: Pick<Service, "title">;
  /** "space، branch": named in the reservation link, and shown when `showPlace`. */
  place: string;
  showPlace?: boolean;
  headingLevel?: 2 | 3 | 5;
};

/** A plan of a space: its service, price per period, capacity, amenities and a reservation link. */
export function PlanCard({ plan, service, place, showPlace = false, headingLevel = 5 }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-brand-100 bg-white p-4">
      {service && <p className="text-xs font-bold text-brand-700">{service.title}</p>}
      <Heading className="mt-1 leading-7 font-bold">{plan.title}</Heading>
      {showPlace && <p className="mt-1 text-sm font-bold text-ink">{place}</p>}
      <p className="mt-1 text-sm leading-6 text-muted">{plan.description}</p>
      <p className="mt-3">
        <span className="text-xl font-black text-brand-800">{formatToman(plan.price)}</span>{" "}
        <span className="text-sm font-bold text-ink">{periodLabel(plan.period)}</span>
      </p>
      <p className="mt-1 text-sm text-ink">ظرفیت: {toPersianDigits(plan.capacity)} نفر</p>
      {plan.amenities.length > 0 && (
        <ul aria-label="امکانات پلن" className="mt-3 flex flex-1 flex-wrap content-start gap-1.5">
          {plan.amenities.map((item) => (
            <li key={item} className="rounded-full bg-surface px-2.5 py-1 text-xs text-ink">
              {item}
            </li>
          ))}
        </ul>
      )}
      <Link
        href={workspacesApi.reservationPath(plan.id)}
        aria-label={`درخواست رزرو ${plan.title}، ${place}`}
        className="mt-4 flex justify-center rounded-xl bg-brand-700 px-4 py-2.5 font-bold text-white hover:bg-brand-800"
      >
        درخواست رزرو
      </Link>
    </article>
  );
}
