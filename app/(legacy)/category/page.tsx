import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";

// /category: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/category");

export default function CategoryPage() {
  return <NotOffered pattern="/category" />;
}
