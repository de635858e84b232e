// A request's history as the team sees it: the status timeline with who decided, the notes and the
// calls, newest first for the last two.
import { formatJalaliDateTime } from "@/shared/format/date";
import type { DeskCall, DeskHistoryEntry, DeskNote } from "@/shared/types/desk";
import { toPersianDigits } from "@/shared/format/digits";

/** Status changes, oldest first; each with its time, who made it (none: the requester's own send) and the note the requester sees. */
export function DeskTimeline({ history }: { history: DeskHistoryEntry[] }) {
  return (
    <ol className="relative grid gap-5 border-s-2 border-brand-200 ps-6">
      {history.map((entry, i) => (
        <li key={`${entry.status}-${entry.created_at}-${i}`} className="relative">
          <span
            aria-hidden="true"
            className={`absolute -start-[1.95rem] top-1 size-4 rounded-full border-2 border-white ${i === history.length - 1 ? "bg-brand-700" : "bg-brand-300"}`}
          />
          <p className="font-bold">{entry.status_label}</p>
          <p className="text-sm text-muted">
            {formatJalaliDateTime(entry.created_at)} ·{" "}
            {entry.staff ? toPersianDigits(entry.staff.name) : "ثبت درخواست‌دهنده"}
          </p>
          {entry.note && <p className="mt-1 leading-7 whitespace-pre-line">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}

export function NotesList({ notes }: { notes: DeskNote[] }) {
  if (notes.length === 0) return <p className="text-muted">هنوز یادداشتی نوشته نشده است.</p>;
  return (
    <ul aria-label="یادداشت‌ها" className="grid gap-3">
      {notes.map((note) => (
        <li key={note.id} className="rounded-xl border border-brand-100 bg-surface p-3">
          <p className="leading-7 whitespace-pre-line">{note.text}</p>
          <p className="mt-1 text-xs text-muted">
            {note.author ? toPersianDigits(note.author.name) : "همکار"} · {formatJalaliDateTime(note.created_at)}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function CallsList({ calls }: { calls: DeskCall[] }) {
  if (calls.length === 0) return <p className="text-muted">هنوز تماسی ثبت نشده است.</p>;
  return (
    <ul aria-label="تماس‌ها" className="grid gap-3">
      {calls.map((call) => (
        <li key={call.id} className="rounded-xl border border-brand-100 bg-surface p-3">
          <p className="font-bold">{call.outcome_label}</p>
          {call.call_back_at && <p className="text-sm">تماس دوباره: {formatJalaliDateTime(call.call_back_at)}</p>}
          {call.note && <p className="mt-1 leading-7 whitespace-pre-line">{call.note}</p>}
          <p className="mt-1 text-xs text-muted">
            {call.staff ? toPersianDigits(call.staff.name) : "همکار"} · {formatJalaliDateTime(call.called_at)}
          </p>
        </li>
      ))}
    </ul>
  );
}
