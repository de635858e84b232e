// The line icon of a service type (the API names it: desk, dedicated-desk, team-room, meeting-room, event-hall).
import { LineIcon } from "@/components/icons/line-icon";
const PATHS: Record<string, string> = {
  desk: "M4 10h24M7 10v12M25 10v12M12 6h8v4h-8z",
  "dedicated-desk": "M4 12h24M7 12v12M25 12v12M18 16h5v8h-5zM11 5a3 3 0 1 1 0 6 3 3 0 0 1 0-6z",
  "team-room": "M5 26V6h22v20M13 26v-8h6v8M9 11h3M20 11h3M9 15h3M20 15h3",
  "meeting-room": "M6 14h20v6H6zM9 20v5M23 20v5M10 10a2 2 0 1 1 0-.1M16 9a2 2 0 1 1 0-.1M22 10a2 2 0 1 1 0-.1",
  "event-hall": "M4 8h24v12H4zM16 20v5M10 26h12M8 12l4 4 4-3 4 4 4-5",
};

export function ServiceIcon({ name, className = "size-8" }: { name: string; className?: string }) {
  return (
    <LineIcon viewBox="0 0 32 32" className={className} strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name] ?? PATHS.desk} />
    </LineIcon>
  );
}
