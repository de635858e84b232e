"use client";
// A career unit's page in the desk: the shared editor (./content-editor.tsx) with the unit's form.
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminJobUnit } from "@/shared/types/jobs";
import { ContentEditor } from "./content-editor";
import { JOB_UNIT_DESK } from "./content-kinds";
import { JobUnitForm } from "./job-unit-form";

export function JobUnitEditor({ item, versions }: { item: AdminJobUnit; versions: ContentVersionItem[] }) {
  return (
    <ContentEditor
      item={item}
      kind={JOB_UNIT_DESK}
      versions={versions}
      form={(shown, onSaved) => <JobUnitForm item={shown} onSaved={onSaved} />}
    />
  );
}
