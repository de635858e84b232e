import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";

// /profile/wish-list: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the account layout (the proxy sends anonymous visitors to sign in).
export const metadata = notOfferedMetadata("/profile/wish-list");

export default function WishListPage() {
  return <NotOffered pattern="/profile/wish-list" inPanel />;
}
