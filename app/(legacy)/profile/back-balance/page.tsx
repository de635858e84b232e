import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /profile/back-balance: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the account layout (the proxy sends anonymous visitors to sign in).
export const metadata = notOfferedMetadata("/profile/back-balance");

function BackBalancePage() {
  return <NotOffered pattern="/profile/back-balance" inPanel />;
}

export default sharedPage(BackBalancePage);
