"use client";
// An event's page in the content desk: the shared editor (./content-editor.tsx) with the event form.
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminEvent, AdminEventChoices } from "@/shared/types/events";
import { ContentEditor } from "./content-editor";
import { EVENT_DESK } from "./content-kinds";
import { EventForm } from "./event-form";

type Props = { event: AdminEvent; versions: ContentVersionItem[]; choices: AdminEventChoices };

export function EventEditor({ event, versions, choices }: Props) {
  return (
    <ContentEditor
      item={event}
      kind={EVENT_DESK}
      versions={versions}
      form={(shown, onSaved) => <EventForm event={shown} choices={choices} onSaved={onSaved} />}
    />
  );
}
