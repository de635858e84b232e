"use client";
// A mentor's page in the desk: the shared editor (./content-editor.tsx) with the mentor's form.
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminMentor } from "@/shared/types/mentors";
import type { MentorCategory } from "@/shared/types/mentors";
import { ContentEditor } from "./content-editor";
import { MENTOR_DESK } from "./content-kinds";
import { MentorForm } from "./mentor-form";

export function MentorEditor({
  item,
  categories,
  versions,
}: {
  item: AdminMentor;
  categories: Pick<MentorCategory, "id" | "name">[];
  versions: ContentVersionItem[];
}) {
  return (
    <ContentEditor
      item={item}
      kind={MENTOR_DESK}
      versions={versions}
      form={(shown, onSaved) => <MentorForm categories={categories} item={shown} onSaved={onSaved} />}
    />
  );
}
