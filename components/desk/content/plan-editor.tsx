"use client";
// A workspace plan's page in the desk: the shared editor (./content-editor.tsx) with the plan's form.
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminPlan } from "@/shared/types/workspaces";
import { ContentEditor } from "./content-editor";
import { PLAN_DESK } from "./content-kinds";
import { PlanForm, type PlanChoices } from "./plan-form";

export function PlanEditor({
  item,
  choices,
  versions,
}: {
  item: AdminPlan;
  choices: PlanChoices;
  versions: ContentVersionItem[];
}) {
  return (
    <ContentEditor
      item={item}
      kind={PLAN_DESK}
      versions={versions}
      form={(shown, onSaved) => <PlanForm {...choices} item={shown} onSaved={onSaved} />}
    />
  );
}
