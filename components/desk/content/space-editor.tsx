"use client";
// A workspace space's page in the desk: the shared editor (./content-editor.tsx) with the space's form.
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminSpace } from "@/shared/types/workspaces";
import { ContentEditor } from "./content-editor";
import { SPACE_DESK } from "./content-kinds";
import { SpaceForm } from "./space-form";

export function SpaceEditor({
  item,
  branches,
  versions,
}: {
  item: AdminSpace;
  branches: Array<{ id: number; name: string }>;
  versions: ContentVersionItem[];
}) {
  return (
    <ContentEditor
      item={item}
      kind={SPACE_DESK}
      versions={versions}
      form={(shown, onSaved) => <SpaceForm branches={branches} item={shown} onSaved={onSaved} />}
    />
  );
}
