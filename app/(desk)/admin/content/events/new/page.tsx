import type { Metadata } from "next";
import { EventForm } from "@/components/desk/content/event-form";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { contentEventsPath, deskContentApi } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "رویداد تازه" };

// A new event, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default async function NewContentEventPage() {
  await requireStaff(`${contentEventsPath}/new`, editsContent);
  const choices = await deskContentApi.eventChoices(await authServerApi(), { page: true });
  return (
    <div className="grid max-w-4xl gap-6">
      <ContentHeading
        back={{ href: contentEventsPath, label: "همه رویدادها" }}
        title="رویداد تازه"
        lead="رویداد پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود."
      />
      <EventForm choices={choices} />
    </div>
  );
}
