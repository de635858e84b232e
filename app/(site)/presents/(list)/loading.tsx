import { ListSkeleton } from "@/components/catalog/list-skeleton";

export default function Loading() {
  return <ListSkeleton />;
}
