import type { Metadata } from "next";
import { ErrorScreen } from "@/components/errors/error-screen";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { statusMessages } from "@/lib/errors/status-messages";

export const metadata: Metadata = {
  title: statusMessages(404).message,
  robots: { index: false },
};

// Any URL no route matches: HTTP 404 with the Persian 404 screen inside the site's frame.
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main">
        <ErrorScreen status={404} />
      </main>
      <SiteFooter />
    </>
  );
}
