import type { Metadata } from "next";
import { ErrorScreen } from "@/components/errors/error-screen";
import { siteFooter, siteHeader } from "@/components/layout/site-frame";
import { statusMessages } from "@/shared/status-messages";

export const metadata: Metadata = {
  title: statusMessages(404).message,
  robots: { index: false },
};

// Any URL no route matches: HTTP 404 with the Persian 404 screen inside the site's frame.
export default function NotFound() {
  return (
    <>
      {siteHeader}
      <main id="main">
        <ErrorScreen status={404} />
      </main>
      {siteFooter}
    </>
  );
}
