"use client";
// A content page's page in the desk: the shared editor (./content-editor.tsx) with the page form.
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminContentPage } from "@/shared/types/pages";
import { ContentEditor } from "./content-editor";
import { PAGE_DESK } from "./content-kinds";
import { PageForm } from "./page-form";

export function PageEditor({ page, versions }: { page: AdminContentPage; versions: ContentVersionItem[] }) {
  return (
    <ContentEditor
      item={page}
      kind={PAGE_DESK}
      versions={versions}
      form={(shown, onSaved) => <PageForm page={shown} onSaved={onSaved} />}
    />
  );
}
