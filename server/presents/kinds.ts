// A present kind's Persian label: pure, so the repository and the seed (which stores it in the
// search text) share it without the seed importing the repository's database reads.
import { PRESENT_KINDS } from "@/shared/types/presents";

export function kindLabel(kind: string): string {
  return PRESENT_KINDS.find((k) => k.value === kind)?.label ?? kind;
}
