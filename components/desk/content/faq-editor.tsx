"use client";
// An FAQ question's page in the desk: the shared editor (./content-editor.tsx) with the FAQ form.
import type { AdminFaqCategory } from "@/shared/types/faq";
import { contentEditorFor } from "./content-editor";
import { FAQ_DESK } from "./content-kinds";
import { FaqForm } from "./faq-form";

type Extra = { categories: AdminFaqCategory[] };

export const FaqEditor = contentEditorFor(FAQ_DESK, ({ categories }: Extra, item, onSaved) => (
  <FaqForm categories={categories} item={item} onSaved={onSaved} />
));
