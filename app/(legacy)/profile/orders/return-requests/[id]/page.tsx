import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /profile/orders/return-requests/[id]: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the account layout (the proxy sends anonymous visitors to sign in).
export const metadata = notOfferedMetadata("/profile/orders/return-requests/[id]");

function ReturnRequestPage() {
  return <NotOffered pattern="/profile/orders/return-requests/[id]" inPanel />;
}

export default sharedPage(ReturnRequestPage);
