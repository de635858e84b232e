import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";

// /brand: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/brand");

export default function BrandPage() {
  return <NotOffered pattern="/brand" />;
}
