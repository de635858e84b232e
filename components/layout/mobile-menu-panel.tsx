// What the phone and tablet menu holds: the site search and every section, request and page.
// Rendered on the server; ./mobile-menu.tsx opens and closes it.
import { aboutNav, mainNav, requestNav, type NavItem } from "@/shared/site";
import { HeaderSearch } from "./header-search";
import { NavLink } from "./nav-link";

export function MobileMenuPanel({ magazine }: { magazine?: NavItem }) {
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-4 md:px-6">
        <HeaderSearch id="mobile-search-q" />
      </div>
      <nav aria-label="منوی اصلی" className="mx-auto grid max-w-7xl gap-6 px-4 py-5 md:grid-cols-3 md:px-6">
        <MenuGroup title="بخش‌ها" items={mainNav} />
        <MenuGroup title="درخواست‌ها" items={requestNav} />
        <MenuGroup title="آوینوکس" items={magazine ? [...aboutNav, magazine] : aboutNav} />
      </nav>
    </>
  );
}

function MenuGroup({ title, items }: { title: string; items: readonly NavItem[] }) {
  return (
    <section>
      <h2 className="mb-2 text-xs font-bold text-muted">{title}</h2>
      <ul className="grid gap-1">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink
              item={item}
              className="block rounded-lg px-3 py-2.5 font-medium text-ink hover:bg-brand-50 hover:text-brand-800"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
