import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /profile/credit/[id]: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the account layout (the proxy sends anonymous visitors to sign in).
export const metadata = notOfferedMetadata("/profile/credit/[id]");

function CreditItemPage() {
  return <NotOffered pattern="/profile/credit/[id]" inPanel />;
}

export default sharedPage(CreditItemPage);
