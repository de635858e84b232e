"use client";
// An event's versions: the content desk's shared list (./content-versions.tsx) for events.
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminEvent } from "@/shared/types/events";
import { EVENT_DESK } from "./content-kinds";
import { ContentVersions } from "./content-versions";

export { versionAuthor } from "./content-versions";

export function EventVersions({
  event,
  versions,
  onRestored,
}: {
  event: AdminEvent;
  versions: ContentVersionItem[];
  onRestored: (event: AdminEvent) => void;
}) {
  return <ContentVersions item={event} kind={EVENT_DESK} versions={versions} onRestored={onRestored} />;
}
