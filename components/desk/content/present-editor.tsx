"use client";
// A present's page in the desk: the shared editor (./content-editor.tsx) with the present's form.
import { contentEditorFor } from "./content-editor";
import { PRESENT_DESK } from "./content-kinds";
import { PresentForm } from "./present-form";

export const PresentEditor = contentEditorFor(PRESENT_DESK, (_extra, item, onSaved) => (
  <PresentForm item={item} onSaved={onSaved} />
));
