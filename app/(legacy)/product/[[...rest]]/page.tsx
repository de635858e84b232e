import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";

// /product/[[...rest]]: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/product/[[...rest]]");

export default function ProductPage() {
  return <NotOffered pattern="/product/[[...rest]]" />;
}
