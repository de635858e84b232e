"use client";
// A workspace branch's page in the desk: the shared editor (./content-editor.tsx) with the branch's form.
import { BranchForm } from "./branch-form";
import { contentEditorFor } from "./content-editor";
import { BRANCH_DESK } from "./content-kinds";

export const BranchEditor = contentEditorFor(BRANCH_DESK, (_extra, item, onSaved) => (
  <BranchForm item={item} onSaved={onSaved} />
));
