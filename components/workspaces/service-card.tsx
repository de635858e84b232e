import { Link } from "@/components/navigation/link";
import type { Service } from "@/shared/types/workspaces";
import { toPersianDigits } from "@/shared/format/digits";
import { ServiceIcon } from "./service-icon";

/** A service type in the overview; its link shows only that service's plans. */
export function ServiceCard({ service, href, current }: { service: Service; href: string; current: boolean }) {
  return (
    <article
      className={`relative flex h-full flex-col rounded-2xl border p-5 transition hover:shadow-md ${current ? "border-brand-700 bg-brand-50" : "border-brand-100 bg-white"}`}
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
        <ServiceIcon name={service.icon} />
      </span>
      <h3 className="mt-3 text-lg font-bold">
        <Link href={href} aria-current={current ? "true" : undefined} className="after:absolute after:inset-0">
          {service.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm leading-7 text-muted">{service.description}</p>
      <p className="mt-3 text-sm font-bold text-brand-800">
        {service.plans_count > 0 ? `${toPersianDigits(service.plans_count)} پلن فعال` : "به‌زودی"}
      </p>
    </article>
  );
}
