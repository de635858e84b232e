import { HITECH_STATUSES, type HitechStatus } from "@/shared/types/hitech";

const STYLES: Record<HitechStatus, string> = {
  recruiting: "bg-brand-100 text-brand-900",
  "in-progress": "bg-amber-100 text-amber-900",
  completed: "bg-stone-100 text-stone-700",
};

/** A project's stage in words, on a colour that tells them apart at a glance. */
export function ProjectStatusBadge({ status, className = "" }: { status: HitechStatus; className?: string }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-xs font-bold ${STYLES[status] ?? STYLES.completed} ${className}`}
    >
      {HITECH_STATUSES[status] ?? status}
    </span>
  );
}
