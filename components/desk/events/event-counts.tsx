import { formatNumberFa } from "@/shared/format/number";
import type { DeskEventItem } from "@/shared/types/desk-events";

/** An event's seats at a glance: capacity, taken, held, waiting and checked in, in Persian digits. */
export function EventCounts({ event }: { event: DeskEventItem }) {
  const figures: Array<[string, number]> = [
    ["ظرفیت", event.capacity],
    ["جای گرفته", event.seats_taken],
    ["ثبت‌نام در سایت", event.seated],
    ["فهرست انتظار", event.waiting],
    ["نگه‌داشته برای پیشنهاد", event.held],
    ["وارد شده", event.checked_in],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-surface px-3 py-2">
          <dt className="text-muted">{label}</dt>
          <dd className="text-lg font-extrabold">{formatNumberFa(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
