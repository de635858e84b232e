import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /profile/credit: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the account layout (the proxy sends anonymous visitors to sign in).
export const metadata = notOfferedMetadata("/profile/credit");

function CreditPage() {
  return <NotOffered pattern="/profile/credit" inPanel />;
}

export default sharedPage(CreditPage);
