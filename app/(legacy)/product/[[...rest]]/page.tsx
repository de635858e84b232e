import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /product/[[...rest]]: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/product/[[...rest]]");

function ProductPage() {
  return <NotOffered pattern="/product/[[...rest]]" />;
}

export default sharedPage(ProductPage);
