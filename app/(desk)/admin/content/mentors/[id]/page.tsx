import type { Metadata } from "next";
import { MentorEditor } from "@/components/desk/content/mentor-editor";
import { mentorsApi } from "@/lib/api/resources/mentors";
import { DESK_KINDS } from "../../desk-kinds";
import { contentEditPage } from "../../item-pages";
import { categoryChoices } from "@/render/category-choices";

export const metadata: Metadata = { title: "ویرایش نمایه منتور" };

// One mentor's profile in the desk: its fields, its publishing and its versions.
export default contentEditPage({
  kind: DESK_KINDS.mentors,
  choices: async (api) => categoryChoices(await mentorsApi.categories(api, { page: true })),
  editor: ({ item, versions, choices }) => <MentorEditor item={item} categories={choices} versions={versions} />,
});
