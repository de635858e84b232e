"use client";
// A present's page in the desk: the shared editor (./content-editor.tsx) with the present's form.
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminPresent } from "@/shared/types/presents";
import { ContentEditor } from "./content-editor";
import { PRESENT_DESK } from "./content-kinds";
import { PresentForm } from "./present-form";

export function PresentEditor({ item, versions }: { item: AdminPresent; versions: ContentVersionItem[] }) {
  return (
    <ContentEditor
      item={item}
      kind={PRESENT_DESK}
      versions={versions}
      form={(shown, onSaved) => <PresentForm item={shown} onSaved={onSaved} />}
    />
  );
}
