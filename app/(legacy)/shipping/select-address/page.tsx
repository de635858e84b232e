import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";

// /shipping/select-address: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/shipping/select-address");

export default function SelectAddressPage() {
  return <NotOffered pattern="/shipping/select-address" />;
}
