import type { Metadata } from "next";
import { formatJalaliDateTime } from "@/shared/format/date";
import { DESK_KINDS } from "../desk-kinds";
import { contentListPage } from "../list-page";

export const metadata: Metadata = { title: "پروژه‌های های‌تک در محتوا" };

// The content desk's hi-tech projects: every project whatever its state, the last edited first, in
// the desk's shared list: each with its field, stage and partner, and its last change.
export default contentListPage({
  kind: DESK_KINDS.projects,
  lines: (project) => (
    <>
      <p className="text-sm leading-6 text-muted">
        {project.field_label} · {project.stage_label} · {project.partner}
      </p>
      <p className="text-sm text-muted">آخرین تغییر: {formatJalaliDateTime(project.updated_at)}</p>
    </>
  ),
});
