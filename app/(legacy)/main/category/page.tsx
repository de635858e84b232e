import { NotOffered, notOfferedMetadata } from "@/components/legacy/not-offered";

// /main/category: a shop route Avinox does not offer (lib/legacy-routes.ts); a designed noindex page, in the site layout.
export const metadata = notOfferedMetadata("/main/category");

export default function MainCategoryPage() {
  return <NotOffered pattern="/main/category" />;
}
