import { Link } from "@/components/navigation/link";
import type { ReactNode } from "react";
import { JsonLd } from "@/components/seo/json-ld";

export type Crumb = { href: string; label: string };

/** Breadcrumbs (with BreadcrumbList data), the page's h1 and an optional lead paragraph. */
export function PageHeading({
  crumbs,
  title,
  lead,
  children,
}: {
  crumbs: Crumb[];
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  const trail = [{ href: "/", label: "خانه" }, ...crumbs];
  return (
    <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-8 md:px-6">
        <nav aria-label="مسیر صفحه">
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
            {trail.map((crumb, i) => (
              <li key={crumb.href} className="flex items-center gap-1.5">
                {i > 0 && <span aria-hidden="true">/</span>}
                {i === trail.length - 1 ? (
                  <span aria-current="page" className="font-medium text-ink">
                    {crumb.label}
                  </span>
                ) : (
                  <Link href={crumb.href} className="hover:text-brand-800">
                    {crumb.label}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-4 text-2xl leading-snug font-black md:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-3xl text-lg leading-8 text-muted">{lead}</p>}
        {children}
      </div>
      <JsonLd
        data={{
          "@type": "BreadcrumbList",
          itemListElement: trail.map((crumb, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: crumb.label,
            item: crumb.href,
          })),
        }}
      />
    </div>
  );
}
