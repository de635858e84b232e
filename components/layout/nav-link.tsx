// A menu entry: the site's Link inside the site (it prefetches only once the browser is idle, SPEC
// §9); a plain link for the magazine, which leaves the site through the /magazine redirect
// (nothing there to prefetch).
import { Link } from "@/components/navigation/link";
import type { MouseEventHandler } from "react";
import { magazineNav, type NavItem } from "@/shared/site";

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
