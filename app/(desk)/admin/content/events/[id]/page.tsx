import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { EventEditor } from "@/components/desk/content/event-editor";
import { contentEventPath, contentEventsPath, deskContentApi } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "ویرایش رویداد" };

// One event in the content desk: its fields, its publishing and its versions.
export default async function ContentEventPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentEventsPath}/${encodeURIComponent(rawId)}`, editsContent);
  const id = pageIdParam(rawId);
  const api = await authServerApi();
  const [event, versions, choices] = await Promise.all([
    deskContentApi.event(api, id, { page: true }),
    deskContentApi.eventVersions(api, id, { page: true }),
    deskContentApi.eventChoices(api, { page: true }),
  ]);
  return (
    <div className="grid gap-6">
      <ContentHeading back={{ href: contentEventsPath, label: "همه رویدادها" }} title={event.title} item={event} />
      <EventEditor key={contentEventPath(event.id)} event={event} versions={versions} choices={choices} />
    </div>
  );
}
