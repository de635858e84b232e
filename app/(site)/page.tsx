import { HomePageContent } from "@/components/home/home-page";
import { loadSiteInfo } from "@/render/site-info";
import { HOME_SECTIONS_DEFAULT } from "@/shared/home-sections";

// Rendered per request from the API (which is not running at build time), with a short cache.
export const dynamic = "force-dynamic";

// The offers, the accelerator's stages and a request's steps are edited in the desk
// (/admin/content/site): the published ones, never a draft (the public API has none); their launch
// texts when the settings cannot be read.
export default async function HomePage() {
  return (
    <HomePageContent
      home={loadSiteInfo().then(
        (settings) => settings.home,
        () => HOME_SECTIONS_DEFAULT,
      )}
    />
  );
}
