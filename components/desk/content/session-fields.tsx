"use client";
// The programme of an event: its sessions, added and removed as rows. A session is typed as one
// day with a start and an end time; the form keeps its start and end as the two moments the
// schema reads (sessions.N.starts_at, sessions.N.ends_at). Its presenter is one of the site's
// (the public API's eventTimes.eventPresenter); its host a name shown when it has none.
import { useState } from "react";
import { useController, useFieldArray, type Control } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FieldsetShell, SelectField, TextField } from "@/components/ui/field";
import type { BoundField } from "@/lib/bind-fields";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminEventChoices } from "@/shared/types/events";
import { EVENT_LIMITS } from "@/validation/content/event";
import type { EventContent } from "@/validation/content/event";
import type { EventFormValues } from "./event-form-values";
import { DATE_PLACEHOLDER, joinMoment, leavingGroup, MomentBox, splitMoment, TIME_PLACEHOLDER } from "./moment-fields";

type FormControl = Control<EventFormValues, unknown, EventContent>;
type SessionParts = { date: string; from: string; to: string };

const partsOf = (starts: string, ends: string): SessionParts => {
  const start = splitMoment(starts);
  return { date: start.date, from: start.time, to: splitMoment(ends).time };
};

/** A session's day and its two times, bound to its start and end. */
function SessionTimes({ control, index }: { control: FormControl; index: number }) {
  const {
    field: { ref: startRef, value: startValue, onChange: onStartChange, onBlur: onStartBlur },
    fieldState: { error: startError },
  } = useController({ control, name: `sessions.${index}.starts_at` });
  const {
    field: { ref: endRef, value: endValue, onChange: onEndChange, onBlur: onEndBlur },
    fieldState: { error: endError },
  } = useController({ control, name: `sessions.${index}.ends_at` });
  const startText = String(startValue ?? "");
  const endText = String(endValue ?? "");
  const [parts, setParts] = useState(() => partsOf(startText, endText));
  const [seen, setSeen] = useState(`${startText}|${endText}`);
  // Values set from outside (a reset after saving) are split again; what is being typed stays.
  if (`${startText}|${endText}` !== seen) {
    setSeen(`${startText}|${endText}`);
    if (startText !== joinMoment(parts.date, parts.from) || endText !== joinMoment(parts.date, parts.to))
      setParts(partsOf(startText, endText));
  }
  const change = (next: SessionParts) => {
    const start = joinMoment(next.date, next.from);
    const end = joinMoment(next.date, next.to);
    setParts(next);
    setSeen(`${start}|${end}`);
    onStartChange(start);
    onEndChange(end);
  };
  const messages = [startError?.message, endError?.message].filter(
    (message, i, all): message is string => Boolean(message) && all.indexOf(message) === i,
  );
  const invalid = messages.length > 0;
  return (
    <FieldsetShell
      label="زمان بخش"
      required
      hint="روز به تاریخ شمسی، ساعت‌ها به وقت تهران"
      error={messages.join(" ") || undefined}
      onBlur={leavingGroup(() => {
        onStartBlur();
        onEndBlur();
      })}
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="col-span-2 sm:col-span-1">
          <MomentBox
            ref={startRef}
            label="تاریخ"
            value={parts.date}
            placeholder={DATE_PLACEHOLDER}
            invalid={invalid}
            onChange={(date) => change({ ...parts, date })}
          />
        </div>
        <MomentBox
          label="از ساعت"
          value={parts.from}
          placeholder={TIME_PLACEHOLDER}
          invalid={invalid}
          onChange={(from) => change({ ...parts, from })}
        />
        <MomentBox
          ref={endRef}
          label="تا ساعت"
          value={parts.to}
          placeholder="۲۰:۰۰"
          invalid={invalid}
          onChange={(to) => change({ ...parts, to })}
        />
      </div>
    </FieldsetShell>
  );
}

type Props = {
  control: FormControl;
  field: (
    name: `sessions.${number}.title` | `sessions.${number}.host_name` | `sessions.${number}.presenter_id`,
  ) => BoundField;
  /** The site's presenters to choose from. */
  presenters: AdminEventChoices["presenters"];
  /** The message on the programme as a whole (too many sessions, a presenter the site lacks). */
  error?: string;
};

export function SessionFields({ control, field, presenters, error }: Props) {
  const presenterOptions = presenters.map((presenter) => ({
    value: presenter.id,
    label: presenter.title ? `${presenter.name}، ${presenter.title}` : presenter.name,
  }));
  const { fields, append, remove } = useFieldArray({ control, name: "sessions" });
  const full = fields.length >= EVENT_LIMITS.sessions;
  return (
    <div className="grid gap-4">
      {fields.length === 0 && <p className="text-sm text-muted">هنوز بخشی نیست؛ رویداد بی‌برنامه هم منتشر می‌شود.</p>}
      <ol className="grid gap-4">
        {fields.map((session, index) => {
          const number = toPersianDigits(index + 1);
          return (
            <li key={session.id}>
              <fieldset className="grid min-w-0 gap-3 rounded-xl border border-brand-100 p-3 md:p-4">
                <legend className="px-1 font-bold">بخش {number}</legend>
                <TextField label="عنوان بخش" required {...field(`sessions.${index}.title`)} />
                <SessionTimes control={control} index={index} />
                <div className="grid gap-3 md:grid-cols-2">
                  <SelectField
                    label={`ارائه‌دهنده بخش ${number}`}
                    placeholder="بی‌ارائه‌دهنده"
                    hint="اختیاری؛ با چهره و معرفی‌اش در صفحه دیده می‌شود."
                    options={presenterOptions}
                    {...field(`sessions.${index}.presenter_id`)}
                  />
                  <TextField
                    label="میزبان بخش"
                    hint="اختیاری؛ وقتی ارائه‌دهنده‌ای انتخاب نشده دیده می‌شود."
                    {...field(`sessions.${index}.host_name`)}
                  />
                </div>
                <Button type="button" variant="ghost" className="justify-self-start" onClick={() => remove(index)}>
                  حذف بخش {number}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
        {error ?? ""}
      </p>
      <Button
        type="button"
        variant="secondary"
        className="justify-self-start"
        disabled={full}
        onClick={() =>
          append(
            { title: "", starts_at: "", ends_at: "", host_name: "", presenter_id: "" },
            { shouldFocus: true, focusName: `sessions.${fields.length}.title` },
          )
        }
      >
        افزودن بخش
      </Button>
      {full && <p className="text-sm text-muted">برنامه حداکثر {toPersianDigits(EVENT_LIMITS.sessions)} بخش دارد.</p>}
    </div>
  );
}
