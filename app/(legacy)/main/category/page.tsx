import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /main/category: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/main/category");

function MainCategoryPage() {
  return <NotOffered pattern="/main/category" />;
}

export default sharedPage(MainCategoryPage);
