"use client";
// The account area's side menu; the current page is marked for screen readers too.
import { Link } from "@/components/navigation/link";
import { usePathname } from "next/navigation";

const ITEMS = [
  { href: "/profile", label: "حساب کاربری" },
  { href: "/profile/orders", label: "درخواست‌های من" },
  { href: "/profile/documents", label: "مدارک و فایل‌ها" },
  { href: "/profile/edit-profile", label: "ویرایش اطلاعات" },
  { href: "/profile/password", label: "رمز عبور" },
  { href: "/profile/sessions", label: "نشست‌های فعال" },
  { href: "/profile/addresses", label: "نشانی‌ها" },
  { href: "/profile/edit-legal-info/new", label: "اطلاعات حقوقی" },
  { href: "/profile/scores", label: "امتیازها و باشگاه" },
  { href: "/club", label: "باشگاه آوینوکس" },
  { href: "/profile/invite-complete-info", label: "دعوت از دوستان" },
];

export function ProfileNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="حساب کاربری" className="rounded-2xl border border-brand-100 bg-surface p-3">
      <ul className="flex gap-1 overflow-x-auto lg:grid">
        {ITEMS.map((item) => {
          const current =
            item.href === "/profile"
              ? pathname === "/profile"
              : item.href.startsWith("/profile/edit-legal-info")
                ? pathname.startsWith("/profile/edit-legal-info")
                : pathname.startsWith(item.href);
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={`block rounded-xl px-4 py-2.5 text-sm font-bold ${current ? "bg-brand-700 text-white" : "text-ink hover:bg-brand-50"}`}
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
