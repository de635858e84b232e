"use client";
// An event's page in the content desk: the shared editor (./content-editor.tsx) with the event form.
import type { AdminEvent, ContentVersionItem } from "@/shared/types/content";
import type { Tag } from "@/shared/types/events";
import { ContentEditor } from "./content-editor";
import { EVENT_DESK } from "./content-kinds";
import { EventForm } from "./event-form";

type Props = { event: AdminEvent; versions: ContentVersionItem[]; tags: ReadonlyArray<Pick<Tag, "slug" | "name">> };

export function EventEditor({ event, versions, tags }: Props) {
  return <ContentEditor item={event} kind={EVENT_DESK} versions={versions} form={(shown, onSaved) => <EventForm event={shown} tags={tags} onSaved={onSaved} />} />;
}
