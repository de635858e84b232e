import type { Metadata } from "next";
import { EventForm } from "@/components/desk/content/event-form";
import { deskContentApi } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { DESK_KINDS } from "../../desk-kinds";
import { newContentPage } from "../../item-pages";

export const metadata: Metadata = { title: "رویداد تازه" };

// A new event, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default newContentPage({
  kind: DESK_KINDS.events,
  lead: "رویداد پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود.",
  form: async () => <EventForm choices={await deskContentApi.eventChoices(await authServerApi(), { page: true })} />,
});
