import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /shipping: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/shipping");

function ShippingPage() {
  return <NotOffered pattern="/shipping" />;
}

export default sharedPage(ShippingPage);
