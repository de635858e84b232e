import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /shipping/select-address: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/shipping/select-address");

function SelectAddressPage() {
  return <NotOffered pattern="/shipping/select-address" />;
}

export default sharedPage(SelectAddressPage);
