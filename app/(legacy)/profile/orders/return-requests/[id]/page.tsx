import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";

// /profile/orders/return-requests/[id]: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the account layout (the proxy sends anonymous visitors to sign in).
export const metadata = notOfferedMetadata("/profile/orders/return-requests/[id]");

export default function ReturnRequestPage() {
  return <NotOffered pattern="/profile/orders/return-requests/[id]" inPanel />;
}
