import type { ReactNode } from "react";
import { siteFooter, siteHeader } from "@/components/layout/site-frame";

// The default layout: header with every section, the page, footer.
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {siteHeader}
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      {siteFooter}
    </>
  );
}
