import { Link } from "@/components/navigation/link";
import { AccountMenu } from "@/components/auth/account-menu";
import { BrandLogo } from "./brand-logo";
import { HeaderSearch } from "./header-search";
import { MobileMenu } from "./mobile-menu";
import { MobileMenuPanel } from "./mobile-menu-panel";
import { NavLink } from "./nav-link";
import { magazineLink } from "@/render/magazine";
import { mainNav } from "@/shared/site";

export function SiteHeader() {
  const magazine = magazineLink();
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:px-6">
        <BrandLogo />
        <div className="flex items-center gap-2">
          <Link
            href="/reservation"
            className="hidden rounded-xl bg-brand-700 px-4 py-2 text-sm font-bold text-white shadow-sm hover:bg-brand-800 md:inline-flex"
          >
            رزرو فضای کار
          </Link>
          <AccountMenu />
          <MobileMenu>
            <MobileMenuPanel magazine={magazine} />
          </MobileMenu>
        </div>
      </div>
      <nav aria-label="بخش‌های سایت" className="hidden border-t border-brand-50 lg:block">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 md:px-6">
          <ul className="flex items-center gap-1">
            {(magazine ? [...mainNav, magazine] : mainNav).map((item) => (
              <li key={item.href}>
                <NavLink
                  item={item}
                  className="block rounded-lg px-3 py-2.5 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-800"
                />
              </li>
            ))}
          </ul>
          <HeaderSearch className="ms-auto w-56" />
        </div>
      </nav>
    </header>
  );
}
