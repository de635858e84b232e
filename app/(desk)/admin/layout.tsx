import type { Metadata } from "next";
import type { ReactNode } from "react";
import { BrandMark } from "@/components/layout/brand-logo";
import { Link } from "@/components/navigation/link";
import { DeskNav, type DeskNavItem } from "@/components/desk/desk-nav";
import { currentStaff } from "@/render/staff";
import { site } from "@/shared/site";
import { accessLabel } from "@/shared/staff";
import { toPersianDigits } from "@/shared/format/digits";

export const metadata: Metadata = {
  title: { default: "میز کار کارکنان", template: `%s | میز کار ${site.shortTitle}` },
  robots: { index: false, follow: false },
};

// The staff desk's frame, apart from the public site's header and footer: the brand, who is at the
// desk and their role, the sections their role opens, and the way back to the site. Each page
// checks access itself (render/staff.ts); here a visitor who is not staff sees only the brand.
export default async function DeskLayout({ children }: { children: ReactNode }) {
  const me = await currentStaff();
  const nav: DeskNavItem[] = me
    ? [
        { href: "/admin", label: "پیشخوان", exact: true },
        ...(me.can.review ? [{ href: "/admin/requests", label: "درخواست‌ها" }] : []),
        ...(me.role === "admin" ||
        (me.role === "reviewer" && (me.kinds.length === 0 || me.kinds.includes("event-attendance")))
          ? [{ href: "/admin/events", label: "رویدادها" }]
          : []),
        ...(me.can.edit_content ? [{ href: "/admin/content", label: "محتوا" }] : []),
        ...(me.can.manage_staff
          ? [
              { href: "/admin/staff", label: "کارکنان" },
              { href: "/admin/audit", label: "گزارش فعالیت" },
              { href: "/admin/sms-templates", label: "پیامک‌ها" },
            ]
          : []),
      ]
    : [];
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 md:px-6">
          <Link href={me ? "/admin" : "/"} className="flex items-center gap-2.5 rounded-lg">
            <BrandMark />
            <span className="flex flex-col leading-tight">
              <span className="text-lg font-extrabold text-brand-800">{site.brand}</span>
              <span className="text-xs font-bold text-muted">میز کار کارکنان</span>
            </span>
          </Link>
          {nav.length > 0 && <DeskNav items={nav} />}
          <div className="ms-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            {me && (
              <p>
                <span className="font-bold">{toPersianDigits(me.name)}</span>
                <span className="text-muted"> · {accessLabel(me)}</span>
              </p>
            )}
            <Link
              href="/"
              className="rounded-lg px-2 py-1.5 font-bold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
            >
              بازگشت به سایت
            </Link>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 md:px-6 md:py-8">
        {children}
      </main>
    </div>
  );
}
