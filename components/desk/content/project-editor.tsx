"use client";
// A hi-tech project's page in the desk: the shared editor (./content-editor.tsx) with the project's form.
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminHitechProject } from "@/shared/types/hitech";
import { ContentEditor } from "./content-editor";
import { PROJECT_DESK } from "./content-kinds";
import { ProjectForm } from "./project-form";

export function ProjectEditor({ item, versions }: { item: AdminHitechProject; versions: ContentVersionItem[] }) {
  return (
    <ContentEditor
      item={item}
      kind={PROJECT_DESK}
      versions={versions}
      form={(shown, onSaved) => <ProjectForm item={shown} onSaved={onSaved} />}
    />
  );
}
