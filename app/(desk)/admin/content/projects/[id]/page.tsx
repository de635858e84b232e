import type { Metadata } from "next";
import { ProjectEditor } from "@/components/desk/content/project-editor";
import { DESK_KINDS } from "../../desk-kinds";
import { contentEditPage } from "../../item-pages";

export const metadata: Metadata = { title: "ویرایش پروژه های‌تک" };

// One hi-tech project in the desk: its fields, its publishing and its versions.
export default contentEditPage({
  kind: DESK_KINDS.projects,
  editor: ({ item, versions }) => <ProjectEditor item={item} versions={versions} />,
});
