import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /profile/orders/return-requests: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the account layout (the proxy sends anonymous visitors to sign in).
export const metadata = notOfferedMetadata("/profile/orders/return-requests");

function ReturnRequestsPage() {
  return <NotOffered pattern="/profile/orders/return-requests" inPanel />;
}

export default sharedPage(ReturnRequestsPage);
