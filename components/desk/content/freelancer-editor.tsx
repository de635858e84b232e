"use client";
// A freelancer's page in the desk: the shared editor (./content-editor.tsx) with the freelancer's
// form, and their resume's panel.
import type { FreelancerCategory } from "@/shared/types/freelancers";
import { contentEditorFor } from "./content-editor";
import { FREELANCER_DESK } from "./content-kinds";
import { FreelancerForm } from "./freelancer-form";
import { FreelancerResumePanel } from "./freelancer-resume-panel";

type Extra = { categories: Pick<FreelancerCategory, "id" | "name">[] };

export const FreelancerEditor = contentEditorFor(FREELANCER_DESK, ({ categories }: Extra, item, onSaved) => (
  <>
    <FreelancerForm categories={categories} item={item} onSaved={onSaved} />
    <FreelancerResumePanel item={item} onSaved={onSaved} />
  </>
));
