import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /profile/orders/return/[id]: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the account layout (the proxy sends anonymous visitors to sign in).
export const metadata = notOfferedMetadata("/profile/orders/return/[id]");

function ReturnOrderPage() {
  return <NotOffered pattern="/profile/orders/return/[id]" inPanel />;
}

export default sharedPage(ReturnOrderPage);
