"use client";
// A workspace branch's page in the desk: the shared editor (./content-editor.tsx) with the branch's form.
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminBranch } from "@/shared/types/workspaces";
import { BranchForm } from "./branch-form";
import { ContentEditor } from "./content-editor";
import { BRANCH_DESK } from "./content-kinds";

export function BranchEditor({ item, versions }: { item: AdminBranch; versions: ContentVersionItem[] }) {
  return (
    <ContentEditor
      item={item}
      kind={BRANCH_DESK}
      versions={versions}
      form={(shown, onSaved) => <BranchForm item={shown} onSaved={onSaved} />}
    />
  );
}
