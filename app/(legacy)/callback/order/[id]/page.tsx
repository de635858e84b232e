import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";

// /callback/order/[id]: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/callback/order/[id]");

export default function OrderCallbackPage() {
  return <NotOffered pattern="/callback/order/[id]" />;
}
