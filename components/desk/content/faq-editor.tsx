"use client";
// An FAQ question's page in the desk: the shared editor (./content-editor.tsx) with the FAQ form.
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminFaqCategory, AdminFaqItem } from "@/shared/types/faq";
import { ContentEditor } from "./content-editor";
import { FAQ_DESK } from "./content-kinds";
import { FaqForm } from "./faq-form";

export function FaqEditor({
  item,
  categories,
  versions,
}: {
  item: AdminFaqItem;
  categories: AdminFaqCategory[];
  versions: ContentVersionItem[];
}) {
  return (
    <ContentEditor
      item={item}
      kind={FAQ_DESK}
      versions={versions}
      form={(shown, onSaved) => <FaqForm categories={categories} item={shown} onSaved={onSaved} />}
    />
  );
}
