"use client";
// A career unit's page in the desk: the shared editor (./content-editor.tsx) with the unit's form.
import { contentEditorFor } from "./content-editor";
import { JOB_UNIT_DESK } from "./content-kinds";
import { JobUnitForm } from "./job-unit-form";

export const JobUnitEditor = contentEditorFor(JOB_UNIT_DESK, (_extra, item, onSaved) => (
  <JobUnitForm item={item} onSaved={onSaved} />
));
