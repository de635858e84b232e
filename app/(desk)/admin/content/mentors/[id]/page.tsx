import type { Metadata } from "next";
import { MentorEditor } from "@/components/desk/content/mentor-editor";
import { contentMentorsApi } from "@/lib/api/resources/desk-content";
import { mentorsApi } from "@/lib/api/resources/mentors";
import { DESK_KINDS } from "../../desk-kinds";
import { contentEditPage } from "../../item-pages";

export const metadata: Metadata = { title: "ویرایش نمایه منتور" };

// One mentor's profile in the desk: its fields, its publishing and its versions.
export default contentEditPage({
  kind: DESK_KINDS.mentors,
  api: contentMentorsApi,
  choices: async (api) => (await mentorsApi.categories(api, { page: true })).map(({ id, name }) => ({ id, name })),
  title: (item) => item.name,
  editor: ({ item, versions, choices }) => <MentorEditor item={item} categories={choices} versions={versions} />,
});
