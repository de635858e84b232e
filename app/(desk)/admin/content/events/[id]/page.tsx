import type { Metadata } from "next";
import { EventEditor } from "@/components/desk/content/event-editor";
import { deskContentApi } from "@/lib/api/resources/desk-content";
import { DESK_KINDS } from "../../desk-kinds";
import { contentEditPage } from "../../item-pages";

export const metadata: Metadata = { title: "ویرایش رویداد" };

// One event in the content desk: its fields, its publishing and its versions.
export default contentEditPage({
  kind: DESK_KINDS.events,
  choices: (api) => deskContentApi.eventChoices(api, { page: true }),
  editor: ({ item, versions, choices }) => <EventEditor event={item} versions={versions} choices={choices} />,
});
