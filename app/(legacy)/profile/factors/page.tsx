import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /profile/factors: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the account layout (the proxy sends anonymous visitors to sign in).
export const metadata = notOfferedMetadata("/profile/factors");

function FactorsPage() {
  return <NotOffered pattern="/profile/factors" inPanel />;
}

export default sharedPage(FactorsPage);
