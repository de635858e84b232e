"use client";
// A job position's page in the desk: the shared editor (./content-editor.tsx) with the position's form.
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminJobPosition } from "@/shared/types/jobs";
import type { JobUnit } from "@/shared/types/jobs";
import { ContentEditor } from "./content-editor";
import { JOB_DESK } from "./content-kinds";
import { JobForm } from "./job-form";

export function JobEditor({
  item,
  units,
  versions,
}: {
  item: AdminJobPosition;
  units: Pick<JobUnit, "id" | "name">[];
  versions: ContentVersionItem[];
}) {
  return (
    <ContentEditor
      item={item}
      kind={JOB_DESK}
      versions={versions}
      form={(shown, onSaved) => <JobForm units={units} item={shown} onSaved={onSaved} />}
    />
  );
}
