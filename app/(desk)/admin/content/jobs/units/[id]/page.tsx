import type { Metadata } from "next";
import { JobUnitEditor } from "@/components/desk/content/job-unit-editor";
import { DESK_KINDS } from "../../../desk-kinds";
import { contentEditPage } from "../../../item-pages";

export const metadata: Metadata = { title: "ویرایش واحد" };

// One career unit in the desk: its fields, its publishing, its former addresses and its versions.
export default contentEditPage({
  kind: DESK_KINDS.job_units,
  editor: ({ item, versions }) => <JobUnitEditor item={item} versions={versions} />,
});
