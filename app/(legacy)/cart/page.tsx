import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";

// /cart: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/cart");

export default function CartPage() {
  return <NotOffered pattern="/cart" />;
}
