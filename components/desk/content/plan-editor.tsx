"use client";
// A workspace plan's page in the desk: the shared editor (./content-editor.tsx) with the plan's form.
import { contentEditorFor } from "./content-editor";
import { PLAN_DESK } from "./content-kinds";
import { PlanForm, type PlanChoices } from "./plan-form";

export const PlanEditor = contentEditorFor(PLAN_DESK, ({ choices }: { choices: PlanChoices }, item, onSaved) => (
  <PlanForm {...choices} item={item} onSaved={onSaved} />
));
