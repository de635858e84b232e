// Line icons for the home page's offer cards.
import { LineIcon } from "@/components/icons/line-icon";
const paths: Record<string, string> = {
  workspace: "M3 10h18M5 10v9M19 10v9M8 6h8a2 2 0 0 1 2 2v2H6V8a2 2 0 0 1 2-2z",
  rocket: "M12 3c4 2 6 6 6 10l-3 3H9l-3-3c0-4 2-8 6-10zM9 16l-2 5 5-2M15 16l2 5-5-2M12 9v.01",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5",
  mentor: "M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6",
  briefcase: "M4 8h16v11H4zM9 8V5h6v3M4 13h16",
  chip: "M7 7h10v10H7zM10 3v4M14 3v4M10 17v4M14 17v4M3 10h4M3 14h4M17 10h4M17 14h4",
};

export function OfferIcon({ name }: { name: keyof typeof paths | string }) {
  return (
    <LineIcon className="size-7" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[name] ?? paths.workspace} />
    </LineIcon>
  );
}
