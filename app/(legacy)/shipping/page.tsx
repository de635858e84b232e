import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";

// /shipping: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/shipping");

export default function ShippingPage() {
  return <NotOffered pattern="/shipping" />;
}
