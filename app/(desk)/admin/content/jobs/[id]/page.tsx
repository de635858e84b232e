import type { Metadata } from "next";
import { JobEditor } from "@/components/desk/content/job-editor";
import { DESK_KINDS } from "../../desk-kinds";
import { contentEditPage } from "../../item-pages";
import { loadUnitChoices } from "../unit-choices";

export const metadata: Metadata = { title: "ویرایش موقعیت شغلی" };

// One job position in the desk: its fields, its publishing and its versions.
export default contentEditPage({
  kind: DESK_KINDS.jobs,
  choices: loadUnitChoices,
  editor: ({ item, versions, choices }) => <JobEditor item={item} units={choices} versions={versions} />,
});
