// A menu entry: a client-side Link inside the site; a plain link for the magazine, which leaves
// the site through the /magazine redirect (nothing there to prefetch).
import Link from "next/link";
import type { MouseEventHandler } from "react";
import { magazineNav, type NavItem } from "@/lib/site";

type Props = { item: NavItem; className: string; onClick?: MouseEventHandler<HTMLAnchorElement> };

export function NavLink({ item, className, onClick }: Props) {
  if (item.href === magazineNav.href) {
    return (
      <a href={item.href} onClick={onClick} className={className}>
        {item.label}
      </a>
    );
  }
  return (
    <Link href={item.href} onClick={onClick} className={className}>
      {item.label}
    </Link>
  );
}
