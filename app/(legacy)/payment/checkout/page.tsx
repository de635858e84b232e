import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";

// /payment/checkout: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/payment/checkout");

export default function CheckoutPage() {
  return <NotOffered pattern="/payment/checkout" />;
}
