import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /compare-product: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/compare-product");

function CompareProductPage() {
  return <NotOffered pattern="/compare-product" />;
}

export default sharedPage(CompareProductPage);
