import type { Metadata } from "next";
import { JobEditor } from "@/components/desk/content/job-editor";
import { contentJobsApi } from "@/lib/api/resources/desk-content";
import { DESK_KINDS } from "../../desk-kinds";
import { contentEditPage } from "../../item-pages";
import { loadUnitChoices } from "../unit-choices";

export const metadata: Metadata = { title: "ویرایش موقعیت شغلی" };

// One job position in the desk: its fields, its publishing and its versions.
export default contentEditPage({
  kind: DESK_KINDS.jobs,
  api: contentJobsApi,
  choices: loadUnitChoices,
  title: (item) => item.title,
  editor: ({ item, versions, choices }) => <JobEditor item={item} units={choices} versions={versions} />,
});
