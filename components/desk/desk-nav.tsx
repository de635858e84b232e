"use client";
// The desk's menu; the section on screen is marked (aria-current) from the path.
import { usePathname } from "next/navigation";
import { Link } from "@/components/navigation/link";

/** `exact`: current only on this very path (the desk's home, whose path starts every other's). */
export type DeskNavItem = { href: string; label: string; exact?: boolean };

export function DeskNav({ items }: { items: DeskNavItem[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="بخش‌های میز کار">
      <ul className="flex flex-wrap items-center gap-1">
        {items.map((item) => {
          const current = pathname === item.href || (!item.exact && pathname.startsWith(`${item.href}/`));
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={`block rounded-lg px-3 py-2 text-sm font-bold ${current ? "bg-brand-700 text-white" : "text-brand-900 hover:bg-brand-50"}`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
