"use client";
// The phone and tablet menu: a disclosure that closes on Escape, on a link, and on navigation.
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { aboutNav, mainNav, requestNav, type NavItem } from "@/lib/site";
import { HeaderSearch } from "./header-search";
import { NavLink } from "./nav-link";

export function MobileMenu({ magazine }: { magazine?: NavItem }) {
  const pathname = usePathname();
  // Open on the page where it was opened; any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean | ((was: boolean) => boolean)) =>
    setOpenOn((typeof next === "function" ? next(open) : next) ? pathname : null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("a")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex size-10 items-center justify-center rounded-xl border border-brand-200 text-brand-800 hover:bg-brand-50"
      >
        <span className="sr-only">{open ? "بستن منو" : "باز کردن منو"}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-brand-100 bg-white shadow-lg"
      >
        <div className="mx-auto max-w-7xl px-4 pt-4 md:px-6">
          <HeaderSearch id="mobile-search-q" />
        </div>
        <nav aria-label="منوی اصلی" className="mx-auto grid max-w-7xl gap-6 px-4 py-5 md:grid-cols-3 md:px-6">
          <MenuGroup title="بخش‌ها" items={mainNav} onNavigate={() => setOpen(false)} />
          <MenuGroup title="درخواست‌ها" items={requestNav} onNavigate={() => setOpen(false)} />
          <MenuGroup title="آوینوکس" items={magazine ? [...aboutNav, magazine] : aboutNav} onNavigate={() => setOpen(false)} />
        </nav>
      </div>
    </div>
  );
}

function MenuGroup({ title, items, onNavigate }: { title: string; items: readonly NavItem[]; onNavigate: () => void }) {
  return (
    <section>
      <h2 className="mb-2 text-xs font-bold text-muted">{title}</h2>
      <ul className="grid gap-1">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink item={item} onClick={onNavigate} className="block rounded-lg px-3 py-2.5 font-medium text-ink hover:bg-brand-50 hover:text-brand-800" />
          </li>
        ))}
      </ul>
    </section>
  );
}
