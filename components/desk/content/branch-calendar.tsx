"use client";
// One branch's reservation calendar at the content desk: the weekly days off, the closed days ahead
// (a Jalali day and the reason visitors read; added and removed here, saved together), and each
// plan's daily capacity (saved one by one; empty: no limit). The reservation form and the API follow
// the saved calendar at once. A refusal (422) shows beside what it is about; nothing typed is lost.
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { JalaliDatePicker } from "@/components/forms/jalali-date-picker";
import { Button } from "@/components/ui/button";
import { FieldMessage, TextField } from "@/components/ui/field";
import { periodLabel } from "@/components/workspaces/workspace-format";
import { ApiError } from "@/lib/api/api-error";
import { authApi } from "@/lib/api/browser";
import { deskCalendarApi } from "@/lib/api/resources/desk-calendar";
import { showToast } from "@/lib/toast";
import { addDaysIso, formatJalaliDay, jalaliOfIsoDate, JALALI_WEEKDAY_NAMES } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { DeskBranchCalendar } from "@/shared/types/workspaces";

/** The week from Saturday, each day with JavaScript's number for it (what the API stores). */
export const WEEK = JALALI_WEEKDAY_NAMES.map((name, i) => ({ name, number: (i + 6) % 7 }));

type ClosedDay = { date: string; reason: string };
type FieldErrors = Record<string, string>;

// A 409 (someone changed the branch or plan since the page was read) is toasted by the API client.
const errorsOf = (error: unknown): FieldErrors | undefined =>
  error instanceof ApiError && error.status === 422
    ? Object.fromEntries(error.fields.map((field) => [field.field, field.message]))
    : undefined;

const dayName = (iso: string) => {
  const parts = jalaliOfIsoDate(iso);
  return `${JALALI_WEEKDAY_NAMES[parts.weekday]} ${formatJalaliDay(parts)}`;
};

function PlanCapacity({ plan }: { plan: DeskBranchCalendar["plans"][number] }) {
  const [value, setValue] = useState(plan.daily_capacity === null ? "" : toPersianDigits(plan.daily_capacity));
  const [version, setVersion] = useState(plan.version);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    setError(undefined);
    try {
      const saved = await deskCalendarApi.savePlan(authApi(), plan.id, { daily_capacity: value.trim(), version });
      setVersion(saved.version);
      setValue(saved.daily_capacity === null ? "" : toPersianDigits(saved.daily_capacity));
      showToast(
        saved.daily_capacity === null
          ? `ظرفیت روزانه «${plan.title}» برداشته شد.`
          : `ظرفیت روزانه «${plan.title}» ${toPersianDigits(saved.daily_capacity)} شد.`,
      );
    } catch (failure) {
      const fields = errorsOf(failure);
      if (fields) setError(fields.daily_capacity ?? Object.values(fields)[0]);
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="grid gap-2 rounded-xl border border-brand-100 p-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end">
      <p className="leading-7">
        <span className="font-bold">{plan.title}</span>
        <span className="block text-sm text-muted">
          {plan.location_name} · {periodLabel(plan.period)}
        </span>
      </p>
      <TextField
        label={`ظرفیت روزانه ${plan.title}`}
        inputMode="numeric"
        dir="ltr"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        hint="خالی: بدون سقف"
      />
      <Button
        type="button"
        variant="secondary"
        busy={busy}
        busyLabel="در حال ذخیره…"
        onClick={save}
        className="sm:mb-6"
      >
        ذخیره ظرفیت
      </Button>
    </li>
  );
}

export function BranchCalendar({ branch, today }: { branch: DeskBranchCalendar; today: string }) {
  const router = useRouter();
  const id = useId();
  const [weekdays, setWeekdays] = useState<number[]>(branch.closed_weekdays);
  const [days, setDays] = useState<ClosedDay[]>(branch.closed_days);
  const [version, setVersion] = useState(branch.version);
  const [newDay, setNewDay] = useState("");
  const [newReason, setNewReason] = useState("");
  const [addError, setAddError] = useState<FieldErrors>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const toggleWeekday = (day: number) =>
    setWeekdays((current) => (current.includes(day) ? current.filter((d) => d !== day) : [...current, day]));

  function addDay() {
    const reason = newReason.trim();
    const problems: FieldErrors = {};
    if (!newDay) problems.date = "روز تعطیل را انتخاب کنید.";
    else if (days.some((day) => day.date === newDay)) problems.date = "این روز پیش‌تر در فهرست آمده است.";
    if (reason.length < 2) problems.reason = "دلیل تعطیلی الزامی است";
    setAddError(problems);
    if (Object.keys(problems).length) return;
    setDays((current) => [...current, { date: newDay, reason }].sort((a, b) => a.date.localeCompare(b.date)));
    setNewDay("");
    setNewReason("");
  }

  async function save() {
    setBusy(true);
    setErrors({});
    try {
      const saved = await deskCalendarApi.saveBranch(authApi(), branch.id, {
        closed_weekdays: weekdays,
        closed_days: days,
        version,
      });
      setVersion(saved.version);
      setWeekdays(saved.closed_weekdays);
      setDays(saved.closed_days);
      showToast(`تقویم ${branch.name} ذخیره شد.`);
      router.refresh();
    } catch (failure) {
      const fields = errorsOf(failure);
      if (fields) setErrors(fields);
    } finally {
      setBusy(false);
    }
  }

  const general = Object.entries(errors)
    .filter(([field]) => !/^closed_days\.\d+\./.test(field))
    .map(([, message]) => message);

  return (
    <section
      id={`branch-${branch.id}`}
      aria-labelledby={`${id}-title`}
      className="grid scroll-mt-24 gap-5 rounded-2xl border border-brand-100 bg-white p-4 md:p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-extrabold">
        {branch.name}
      </h2>

      <fieldset className="grid gap-2">
        <legend className="mb-1 font-bold">تعطیل هفتگی</legend>
        <div className="flex flex-wrap gap-2">
          {WEEK.map((day) => (
            <label
              key={day.number}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-brand-200 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                checked={weekdays.includes(day.number)}
                onChange={() => toggleWeekday(day.number)}
                className="size-4 accent-brand-700"
              />
              {day.name}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-3">
        <h3 className="font-bold">روزهای تعطیل پیش رو</h3>
        {days.length === 0 ? (
          <p className="text-muted">روز تعطیلی ثبت نشده است.</p>
        ) : (
          <ul className="grid gap-2">
            {days.map((day, index) => (
              <li key={day.date} className="grid gap-1 rounded-xl bg-surface p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    <strong>{dayName(day.date)}</strong> · {day.reason}
                  </span>
                  <button
                    type="button"
                    onClick={() => setDays((current) => current.filter((d) => d.date !== day.date))}
                    aria-label={`برداشتن ${dayName(day.date)}`}
                    className="min-h-10 rounded-lg px-3 text-sm font-bold text-red-700 hover:bg-red-50"
                  >
                    برداشتن
                  </button>
                </div>
                {(errors[`closed_days.${index}.date`] || errors[`closed_days.${index}.reason`]) && (
                  <FieldMessage error={errors[`closed_days.${index}.date`] ?? errors[`closed_days.${index}.reason`]} />
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-3 rounded-xl border border-dashed border-brand-200 p-3 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
          <JalaliDatePicker
            label="روز تعطیل تازه"
            value={newDay}
            onChange={setNewDay}
            error={addError.date}
            min={today}
            max={addDaysIso(today, 365)}
          />
          <div className="grid gap-3">
            <TextField
              label="دلیل تعطیلی"
              value={newReason}
              onChange={(event) => setNewReason(event.target.value)}
              error={addError.reason}
              hint="همین متن در تقویم فرم رزرو دیده می‌شود."
            />
            <Button type="button" variant="secondary" onClick={addDay}>
              افزودن به فهرست
            </Button>
          </div>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" busy={busy} busyLabel="در حال ذخیره…" onClick={save}>
          ذخیره تقویم {branch.name}
        </Button>
        <FieldMessage error={general.join(" ") || undefined} />
      </div>

      <div className="grid gap-3 border-t border-brand-100 pt-4">
        <h3 className="font-bold">ظرفیت روزانه پلن‌ها</h3>
        <p className="text-sm text-muted">
          چند درخواست رزرو می‌تواند از یک روز شروع شود؛ روزی که پر شود در فرم رزرو «تکمیل» دیده می‌شود.
        </p>
        <ul className="grid gap-2">
          {branch.plans.map((plan) => (
            <PlanCapacity key={plan.id} plan={plan} />
          ))}
        </ul>
      </div>
    </section>
  );
}
