// A business stage's Persian label: pure, so the repository and the seed (which stores it in the
// search text) share it without the seed importing the repository's database reads.
import { BUSINESS_STAGES } from "@/shared/types/businesses";

/** The Persian label of a stage code (the code itself for one we don't know). */
export function stageLabel(stage: string): string {
  return BUSINESS_STAGES.find((s) => s.value === stage)?.label ?? stage;
}
