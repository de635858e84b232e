"use client";
// A job position's page in the desk: the shared editor (./content-editor.tsx) with the position's form.
import type { JobUnit } from "@/shared/types/jobs";
import { contentEditorFor } from "./content-editor";
import { JOB_DESK } from "./content-kinds";
import { JobForm } from "./job-form";

type Extra = { units: Pick<JobUnit, "id" | "name">[] };

export const JobEditor = contentEditorFor(JOB_DESK, ({ units }: Extra, item, onSaved) => (
  <JobForm units={units} item={item} onSaved={onSaved} />
));
