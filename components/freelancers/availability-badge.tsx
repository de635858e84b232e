/** Whether a freelancer takes new work, in words (never colour alone). */
export function AvailabilityBadge({ available, className = "" }: { available: boolean; className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold ${available ? "bg-brand-100 text-brand-900" : "bg-stone-100 text-stone-700"} ${className}`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${available ? "bg-brand-600" : "bg-stone-400"}`} />
      {available ? "آماده همکاری" : "مشغول پروژه"}
    </span>
  );
}
