"use client";
// A mentor's page in the desk: the shared editor (./content-editor.tsx) with the mentor's form.
import type { MentorCategory } from "@/shared/types/mentors";
import { contentEditorFor } from "./content-editor";
import { MENTOR_DESK } from "./content-kinds";
import { MentorForm } from "./mentor-form";

type Extra = { categories: Pick<MentorCategory, "id" | "name">[] };

export const MentorEditor = contentEditorFor(MENTOR_DESK, ({ categories }: Extra, item, onSaved) => (
  <MentorForm categories={categories} item={item} onSaved={onSaved} />
));
