import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";

// /payment: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/payment");

export default function PaymentPage() {
  return <NotOffered pattern="/payment" />;
}
