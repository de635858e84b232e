import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /brand: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/brand");

function BrandPage() {
  return <NotOffered pattern="/brand" />;
}

export default sharedPage(BrandPage);
