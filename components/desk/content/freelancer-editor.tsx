"use client";
// A freelancer's page in the desk: the shared editor (./content-editor.tsx) with the freelancer's
// form, and their resume's panel.
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminFreelancer } from "@/shared/types/freelancers";
import type { FreelancerCategory } from "@/shared/types/freelancers";
import { ContentEditor } from "./content-editor";
import { FREELANCER_DESK } from "./content-kinds";
import { FreelancerForm } from "./freelancer-form";
import { FreelancerResumePanel } from "./freelancer-resume-panel";

export function FreelancerEditor({
  item,
  categories,
  versions,
}: {
  item: AdminFreelancer;
  categories: Pick<FreelancerCategory, "id" | "name">[];
  versions: ContentVersionItem[];
}) {
  return (
    <ContentEditor
      item={item}
      kind={FREELANCER_DESK}
      versions={versions}
      form={(shown, onSaved) => (
        <>
          <FreelancerForm categories={categories} item={shown} onSaved={onSaved} />
          <FreelancerResumePanel item={shown} onSaved={onSaved} />
        </>
      )}
    />
  );
}
