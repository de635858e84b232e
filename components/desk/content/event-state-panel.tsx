"use client";
// An event's publishing panel: the content desk's shared one (./content-state-panel.tsx) for events.
import type { AdminEvent } from "@/shared/types/events";
import { EVENT_DESK } from "./content-kinds";
import { ContentStatePanel } from "./content-state-panel";

export { checkPublishAt, PAST_PUBLISH_AT } from "./content-state-panel";

export function EventStatePanel({ event, onChanged }: { event: AdminEvent; onChanged: (event: AdminEvent) => void }) {
  return <ContentStatePanel item={event} kind={EVENT_DESK} onChanged={onChanged} />;
}
