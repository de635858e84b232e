import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";

// /compare-product: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/compare-product");

export default function CompareProductPage() {
  return <NotOffered pattern="/compare-product" />;
}
