"use client";
// A workspace space's page in the desk: the shared editor (./content-editor.tsx) with the space's form.
import { contentEditorFor } from "./content-editor";
import { SPACE_DESK } from "./content-kinds";
import { SpaceForm } from "./space-form";

type Extra = { branches: Array<{ id: number; name: string }> };

export const SpaceEditor = contentEditorFor(SPACE_DESK, ({ branches }: Extra, item, onSaved) => (
  <SpaceForm branches={branches} item={item} onSaved={onSaved} />
));
