const tones: Record<string, string> = {
  received: "bg-sky-50 text-sky-900 border-sky-200",
  "in-review": "bg-amber-50 text-amber-900 border-amber-200",
  "needs-info": "bg-orange-50 text-orange-900 border-orange-200",
  approved: "bg-brand-50 text-brand-900 border-brand-200",
  rejected: "bg-red-50 text-red-900 border-red-200",
  contacted: "bg-violet-50 text-violet-900 border-violet-200",
  cancelled: "bg-stone-100 text-stone-800 border-stone-300",
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`inline-flex rounded-full border px-3 py-0.5 text-sm font-bold ${tones[status] ?? tones.received}`}
    >
      {label}
    </span>
  );
}
