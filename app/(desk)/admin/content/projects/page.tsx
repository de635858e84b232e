import type { Metadata } from "next";
import { ContentList, ContentListRow, type ContentListKind } from "@/components/desk/content/content-list";
import { contentProjectPath, contentProjectsApi, contentProjectsPath } from "@/lib/api/resources/desk-content";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDateTime } from "@/shared/format/date";
import { loadContentList } from "../content-list-data";
import { projectStateCounts } from "../status-counts";

export const metadata: Metadata = { title: "پروژه‌های های‌تک در محتوا" };

const PROJECTS: ContentListKind = {
  path: contentProjectsPath,
  words: {
    plural: "پروژه‌های های‌تک",
    one: "پروژه",
    newItem: "پروژه تازه",
    all: "همه پروژه‌ها",
    none: "پروژه‌ای اینجا نیست",
  },
  searchPlaceholder: "عنوان، شریک صنعتی، حوزه یا فناوری",
};

// The content desk's hi-tech projects: every project whatever its state, the last edited first, in
// the desk's shared list: each with its field, stage and partner, and its last change.
export default async function ContentProjectsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const { data, items } = await loadContentList(
    await searchParams,
    PROJECTS.path,
    contentProjectsApi.list,
    projectStateCounts,
  );
  return (
    <ContentList kind={PROJECTS} data={data}>
      {items.map((project) => (
        <ContentListRow key={project.id} item={project} href={contentProjectPath(project.id)}>
          <p className="text-sm leading-6 text-muted">
            {project.field_label} · {project.stage_label} · {project.partner}
          </p>
          <p className="text-sm text-muted">آخرین تغییر: {formatJalaliDateTime(project.updated_at)}</p>
        </ContentListRow>
      ))}
    </ContentList>
  );
}
