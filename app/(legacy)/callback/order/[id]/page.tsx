import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /callback/order/[id]: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/callback/order/[id]");

function OrderCallbackPage() {
  return <NotOffered pattern="/callback/order/[id]" />;
}

export default sharedPage(OrderCallbackPage);
