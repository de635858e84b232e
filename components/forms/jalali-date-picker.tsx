"use client";
// A Jalali month calendar for choosing one day (e.g. a suggested start date): Persian digits, weeks
// from Saturday, a roving focus moved with the arrow keys (mirrored for right-to-left), Home/End
// (start/end of the week) and PageUp/PageDown (month; with Shift, year). Days outside [min, max]
// stay visible but cannot be chosen; so do the days `unavailable` names (a branch's closed or full
// days), each saying why. The value is the Gregorian ISO date the API stores.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { FieldsetShell } from "@/components/ui/field";
import {
  addDaysIso,
  formatJalaliDay,
  gregorianFromJalali,
  isIsoDay,
  jalaliMonthLength,
  jalaliOfIsoDate,
  JALALI_MONTH_NAMES,
  JALALI_WEEKDAY_NAMES,
} from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { DateFieldProps } from "./jalali-date-select";
import { LineIcon } from "@/components/icons/line-icon";

type Props = DateFieldProps & {
  hint?: string;
  /** The first and last days that can be chosen (ISO dates). */
  min: string;
  max: string;
  /** Why a day in range cannot be chosen (e.g. "تعطیل"), or undefined when it can. */
  unavailable?: (iso: string) => string | undefined;
};

type Month = { year: number; month: number };

const WEEKDAY_INITIALS = ["ش", "ی", "د", "س", "چ", "پ", "ج"] as const;

const isoOf = (year: number, month: number, day: number) =>
  gregorianFromJalali(year, month, day).toISOString().slice(0, 10);
const partsOf = jalaliOfIsoDate;
const monthOf = (iso: string): Month => {
  const { year, month } = partsOf(iso);
  return { year, month };
};
const clamp = (iso: string, min: string, max: string) => (iso < min ? min : iso > max ? max : iso);
const isValidIso = (iso: string | undefined): iso is string => Boolean(iso && isIsoDay(iso));

function shiftMonth({ year, month }: Month, delta: number): Month {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** The same day of another month, or its last day when shorter. */
function sameDayIn(iso: string, months: number): string {
  const { day } = partsOf(iso);
  const target = shiftMonth(monthOf(iso), months);
  return isoOf(target.year, target.month, Math.min(day, jalaliMonthLength(target.year, target.month)));
}

const monthTitle = ({ year, month }: Month) => `${JALALI_MONTH_NAMES[month - 1]} ${toPersianDigits(year)}`;
const weekdayOf = (iso: string) => partsOf(iso).weekday;
/** "شنبه ۱ آذر ۱۴۰۵": what a day's button and the chosen day are called. */
const dayLabel = (iso: string) => {
  const parts = partsOf(iso);
  return `${JALALI_WEEKDAY_NAMES[parts.weekday]} ${formatJalaliDay(parts)}`;
};

export function JalaliDatePicker({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  min,
  max,
  unavailable,
}: Props) {
  const id = useId();
  const selected = isValidIso(value) ? value : undefined;
  const start = clamp(selected ?? min, min, max);
  const [view, setView] = useState<Month>(() => monthOf(start));
  const [focused, setFocused] = useState(start);
  const [shownValue, setShownValue] = useState(selected);
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);

  // A value set from outside (a reset, a prefill) brings its month into view.
  if (selected !== shownValue) {
    setShownValue(selected);
    if (selected) {
      setView(monthOf(selected));
      setFocused(clamp(selected, min, max));
    }
  }

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused, view]);

  const first = isoOf(view.year, view.month, 1);
  const length = jalaliMonthLength(view.year, view.month);
  const last = isoOf(view.year, view.month, length);
  const offset = weekdayOf(first);
  const days = Array.from({ length }, (_, i) => addDaysIso(first, i));
  const cells: Array<string | null> = [...Array.from({ length: offset }, () => null), ...days];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));

  // Exactly one day in the grid is reachable with Tab: the focused one if shown, else the first choosable.
  const tabbable =
    focused >= first && focused <= last ? focused : clamp(first, min, max) <= last ? clamp(first, min, max) : first;
  const canGoBack = first > min;
  const canGoForward = last < max;

  function goTo(iso: string) {
    const next = clamp(iso, min, max);
    moveFocus.current = true;
    setFocused(next);
    setView(monthOf(next));
  }

  function showMonth(delta: number) {
    const next = shiftMonth(view, delta);
    setView(next);
    const day = clamp(
      isoOf(next.year, next.month, Math.min(partsOf(focused).day, jalaliMonthLength(next.year, next.month))),
      min,
      max,
    );
    setFocused(day);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, iso: string) {
    // Right-to-left unless an ancestor says otherwise: there ArrowLeft goes forward in time.
    const rtl = event.currentTarget.closest("[dir]")?.getAttribute("dir") !== "ltr";
    const keys: Record<string, () => string> = {
      ArrowLeft: () => addDaysIso(iso, rtl ? 1 : -1),
      ArrowRight: () => addDaysIso(iso, rtl ? -1 : 1),
      ArrowUp: () => addDaysIso(iso, -7),
      ArrowDown: () => addDaysIso(iso, 7),
      Home: () => addDaysIso(iso, -weekdayOf(iso)),
      End: () => addDaysIso(iso, 6 - weekdayOf(iso)),
      PageUp: () => sameDayIn(iso, event.shiftKey ? -12 : -1),
      PageDown: () => sameDayIn(iso, event.shiftKey ? 12 : 1),
    };
    const target = keys[event.key];
    if (!target) return;
    event.preventDefault();
    goTo(target());
  }

  function choose(iso: string) {
    if (iso < min || iso > max || unavailable?.(iso)) return;
    setFocused(iso);
    onChange(iso);
  }

  const captionId = `${id}-caption`;
  const navButton =
    "flex size-10 items-center justify-center rounded-xl text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-muted/40 disabled:hover:bg-transparent";

  return (
    <FieldsetShell
      label={label}
      required={required}
      error={error}
      hint={hint}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <div
        className={`w-full max-w-sm rounded-2xl border bg-white p-3 ${error ? "border-red-600" : "border-brand-200"}`}
      >
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            className={navButton}
            onClick={() => showMonth(-1)}
            disabled={!canGoBack}
            aria-label="ماه قبل"
          >
            <LineIcon className="size-5 rtl:rotate-180" strokeLinecap="round" strokeLinejoin="round">
              <path d="m15 6-6 6 6 6" />
            </LineIcon>
          </button>
          <p id={captionId} aria-live="polite" className="font-bold">
            {monthTitle(view)}
          </p>
          <button
            type="button"
            className={navButton}
            onClick={() => showMonth(1)}
            disabled={!canGoForward}
            aria-label="ماه بعد"
          >
            <LineIcon className="size-5 rtl:rotate-180" strokeLinecap="round" strokeLinejoin="round">
              <path d="m9 6 6 6-6 6" />
            </LineIcon>
          </button>
        </div>
        <table
          ref={grid}
          role="grid"
          aria-labelledby={captionId}
          className="mt-2 w-full table-fixed border-collapse text-center"
        >
          <thead>
            <tr>
              {WEEKDAY_INITIALS.map((initial, i) => (
                <th
                  key={initial}
                  scope="col"
                  abbr={JALALI_WEEKDAY_NAMES[i]}
                  className="pb-1 text-xs font-bold text-muted"
                >
                  <span title={JALALI_WEEKDAY_NAMES[i]}>{initial}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, w) => (
              <tr key={w}>
                {week.map((iso, d) => {
                  if (!iso) return <td key={`blank-${d}`} />;
                  const closedReason = iso < min || iso > max ? undefined : unavailable?.(iso);
                  const out = iso < min || iso > max || closedReason !== undefined;
                  const isSelected = iso === selected;
                  return (
                    <td key={iso} aria-selected={isSelected} className="p-0.5">
                      <button
                        type="button"
                        tabIndex={iso === tabbable ? 0 : -1}
                        aria-disabled={out || undefined}
                        aria-label={closedReason ? `${dayLabel(iso)}، ${closedReason}` : dayLabel(iso)}
                        title={closedReason}
                        onClick={() => choose(iso)}
                        onKeyDown={(event) => onKeyDown(event, iso)}
                        onFocus={() => !out && setFocused(iso)}
                        className={`mx-auto flex size-10 items-center justify-center rounded-xl text-sm transition ${
                          isSelected
                            ? `font-bold text-white ${closedReason ? "bg-red-700" : "bg-brand-700"}`
                            : closedReason
                              ? "cursor-not-allowed bg-red-50 text-red-800 line-through"
                              : out
                                ? "cursor-not-allowed text-muted/50 line-through"
                                : "text-ink hover:bg-brand-50"
                        }`}
                      >
                        {toPersianDigits(partsOf(iso).day)}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {unavailable && (
          <p className="mt-2 flex items-center gap-2 text-xs text-muted">
            <span aria-hidden="true" className="inline-block size-3 rounded bg-red-50 ring-1 ring-red-300" />
            روزهای قرمز خط‌خورده: شعبه تعطیل است یا ظرفیت پلن تکمیل شده است.
          </p>
        )}
        <p aria-live="polite" className="mt-2 text-sm text-ink">
          {selected ? (
            <>
              تاریخ انتخاب‌شده: <strong>{dayLabel(selected)}</strong>
              {unavailable?.(selected) && <span className="text-red-800">، {unavailable(selected)}</span>}
            </>
          ) : (
            <span className="text-muted">هنوز روزی انتخاب نشده است.</span>
          )}
        </p>
      </div>
    </FieldsetShell>
  );
}
