// /csp-probe-page, for the browser tests only (E2E_TEST_ROUTES=1; elsewhere the 404 page): a page
// whose HTML carries an inline script that the site did not write, as an injection would put it
// there. The page's policy must not list it (entry/csp.mjs), so the browser refuses to run it
// and reports the attempt, while the page's own scripts run and it hydrates (e2e/security.spec.ts).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { serverEnv } from "@/server/env";
import { sharedPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "آزمون سیاست امنیت محتوا", robots: { index: false } };

/** What the injected script would do if it ran. */
const INJECTED = "<script>window.__injectedByServer=true;document.title='injected'</script>";

function CspProbePage() {
  if (!serverEnv().E2E_TEST_ROUTES) notFound();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">آزمون سیاست امنیت محتوا</h1>
      <div dangerouslySetInnerHTML={{ __html: INJECTED }} />
    </div>
  );
}

export default sharedPage(CspProbePage);
