import { HomePageContent } from "@/components/home/home-page";
import { loadSiteInfo } from "@/render/site-info";
import { HOME_SECTIONS_DEFAULT } from "@/shared/home-sections";
import { sharedPage } from "@/render/page-rule";

// The offers, the accelerator's stages and a request's steps are edited in the desk
// (/admin/content/site): the published ones, never a draft (the public API has none); their launch
// texts when the settings cannot be read.
async function HomePage() {
  return (
    <HomePageContent
      home={loadSiteInfo().then(
        (settings) => settings.home,
        () => HOME_SECTIONS_DEFAULT,
      )}
    />
  );
}

export default sharedPage(HomePage);
