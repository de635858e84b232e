import type { Metadata, Viewport } from "next";
import { Suspense, type ReactNode } from "react";
import "@/styles/globals.css";
import { vazirmatn } from "./fonts";
import { LazySignInFromLink } from "@/components/auth/lazy-sign-in-from-link";
import { AgentCookieScript } from "@/components/device/agent-cookie-script";
import { ImpersonationBanner } from "@/components/layout/impersonation-banner";
import { LazySignInModal } from "@/components/auth/lazy-sign-in-modal";
import { NavigationEvents } from "@/components/navigation/navigation-events";
import { ProgressBar } from "@/components/navigation/progress-bar";
import { Toaster } from "@/components/ui/toaster";
import { serverEnv } from "@/server/env";
import { site } from "@/shared/site";

// Every page renders when it is asked for, here for the whole app (a page need not say it again): a
// page built once, like /club or the 404 screen, would keep the build's footer after the desk edits
// the contact details. Which answers the entry's shared cache keeps, each page declares with its
// default export (render/page-rule.ts: sharedPage or visitorPage).
export const dynamic = "force-dynamic";

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(serverEnv().SITE_URL),
    title: { default: site.title, template: `%s | ${site.shortTitle}` },
    description: site.description,
    applicationName: site.title,
    alternates: { canonical: "/" },
    openGraph: {
      type: "website",
      locale: site.locale,
      siteName: site.title,
      title: site.title,
      description: site.description,
    },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: site.themeColor,
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fa" dir="rtl" className={vazirmatn.variable}>
      <body className="min-h-dvh">
        <AgentCookieScript />
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
        >
          پرش به محتوای اصلی
        </a>
        <ImpersonationBanner />
        <ProgressBar />
        {children}
        <Toaster />
        <LazySignInModal />
        <Suspense fallback={null}>
          <NavigationEvents />
          <LazySignInFromLink />
        </Suspense>
      </body>
    </html>
  );
}
