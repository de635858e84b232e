"use client";
// The phone and tablet menu: a disclosure that closes on Escape, on a link, and on navigation.
// Its contents (./mobile-menu-panel.tsx) are rendered on the server and passed in, so the
// script of every page holds only the opening and closing.
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { LineIcon } from "@/components/icons/line-icon";

export function MobileMenu({ children }: { children: ReactNode }) {
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
        <LineIcon className="size-6" strokeLinecap="round">
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </LineIcon>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-brand-100 bg-white shadow-lg"
        // A followed link closes the menu (also when it leads to the page already open).
        onClick={(event) => {
          if ((event.target as Element).closest("a")) setOpen(false);
        }}
      >
        {/* Drawn when opened: closed, it would only add nodes to lay out and links to hydrate. */}
        {open && children}
      </div>
    </div>
  );
}
