import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /payment/checkout: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/payment/checkout");

function CheckoutPage() {
  return <NotOffered pattern="/payment/checkout" />;
}

export default sharedPage(CheckoutPage);
