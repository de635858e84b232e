import type { Metadata } from "next";
import { PageEditor } from "@/components/desk/content/page-editor";
import { DESK_KINDS } from "../../desk-kinds";
import { contentEditPage } from "../../item-pages";

export const metadata: Metadata = { title: "ویرایش صفحه" };

// One content page in the desk: its fields, its publishing and its versions.
export default contentEditPage({
  kind: DESK_KINDS.pages,
  editor: ({ item, versions }) => <PageEditor page={item} versions={versions} />,
});
