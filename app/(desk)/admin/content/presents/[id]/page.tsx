import type { Metadata } from "next";
import { PresentEditor } from "@/components/desk/content/present-editor";
import { DESK_KINDS } from "../../desk-kinds";
import { contentEditPage } from "../../item-pages";

export const metadata: Metadata = { title: "ویرایش پیشنهاد" };

// One present in the desk: its fields, its publishing, its former addresses and its versions.
export default contentEditPage({
  kind: DESK_KINDS.presents,
  editor: ({ item, versions }) => <PresentEditor item={item} versions={versions} />,
});
