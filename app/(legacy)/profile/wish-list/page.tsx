import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /profile/wish-list: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the account layout (the proxy sends anonymous visitors to sign in).
export const metadata = notOfferedMetadata("/profile/wish-list");

function WishListPage() {
  return <NotOffered pattern="/profile/wish-list" inPanel />;
}

export default sharedPage(WishListPage);
