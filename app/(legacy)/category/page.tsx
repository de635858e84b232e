import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";
import { sharedPage } from "@/render/page-rule";

// /category: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/category");

function CategoryPage() {
  return <NotOffered pattern="/category" />;
}

export default sharedPage(CategoryPage);
