"use client";
// A hi-tech project's page in the desk: the shared editor (./content-editor.tsx) with the project's form.
import { contentEditorFor } from "./content-editor";
import { PROJECT_DESK } from "./content-kinds";
import { ProjectForm } from "./project-form";

export const ProjectEditor = contentEditorFor(PROJECT_DESK, (_extra, item, onSaved) => (
  <ProjectForm item={item} onSaved={onSaved} />
));
