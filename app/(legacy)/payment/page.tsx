import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /payment: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/payment");

function PaymentPage() {
  return <NotOffered pattern="/payment" />;
}

export default sharedPage(PaymentPage);
