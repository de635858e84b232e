import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /incredible-offers: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/incredible-offers");

function IncredibleOffersPage() {
  return <NotOffered pattern="/incredible-offers" />;
}

export default sharedPage(IncredibleOffersPage);
