"use client";
// Skills typed one at a time (SPEC §2): Enter adds the trimmed text as a chip (no duplicates, at
// most `max`, each at most `itemMax` characters); each chip has its own remove button; Backspace in
// the empty box removes the last one. The value is the list of skills.
import { useCallback, useId, useRef, useState, type KeyboardEvent } from "react";
import { toPersianDigits } from "@/lib/format/digits";
import { cleanItem, itemKey } from "@/validation/requests/extra-fields";

type Props = {
  label: string;
  value: string[];
  onChange: (skills: string[]) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  max?: number;
  itemMax?: number;
  placeholder?: string;
  name?: string;
  /** Lets a form library focus the box (e.g. react-hook-form's field.ref on a failed submit). */
  inputRef?: (element: HTMLInputElement | null) => void;
};

export function SkillsInput({ label, value, onChange, onBlur, error, required, max = 20, itemMax = 40, placeholder, name, inputRef }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      inputRef?.(element);
    },
    [inputRef],
  );
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState("");
  const full = value.length >= max;
  const message = problem ?? error;

  function add() {
    const skill = cleanItem(draft);
    if (!skill) return;
    if (skill.length > itemMax) return setProblem(`هر مهارت نباید بیشتر از ${toPersianDigits(itemMax)} کاراکتر باشد`);
    if (value.some((existing) => itemKey(existing) === itemKey(skill))) return setProblem(`«${skill}» را قبلاً افزوده‌اید`);
    if (full) return setProblem(`حداکثر ${toPersianDigits(max)} مهارت می‌توانید وارد کنید`);
    onChange([...value, skill]);
    setDraft("");
    setProblem(undefined);
    setAnnouncement(`${skill} افزوده شد`);
  }

  function remove(index: number) {
    const skill = value[index];
    onChange(value.filter((_, i) => i !== index));
    setProblem(undefined);
    setAnnouncement(`${skill} حذف شد`);
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter while an input method is composing only confirms the composition.
    if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      event.preventDefault(); // never submits the form
      add();
    } else if (event.key === "Backspace" && draft === "" && value.length > 0) {
      event.preventDefault();
      remove(value.length - 1);
    }
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline gap-1 text-sm font-bold">
        <label htmlFor={id} className="text-ink">
          {label}
        </label>
        {required && (
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
        )}
        <span className="ms-auto text-xs font-medium text-muted">
          {toPersianDigits(value.length)} از {toPersianDigits(max)}
        </span>
      </div>
      <div
        className={`flex flex-wrap items-center gap-2 rounded-xl border p-2 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-700 ${message ? "border-red-600 bg-red-50/40" : "border-brand-200 bg-white"}`}
      >
        {value.length > 0 && (
          <ul aria-label={`${label} افزوده‌شده`} className="flex flex-wrap gap-2">
            {value.map((skill, index) => (
              <li key={skill} className="flex items-center gap-1 rounded-full bg-brand-100 py-1 ps-3 pe-1 text-sm font-medium text-brand-900">
                <span dir="auto">{skill}</span>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={`حذف ${skill}`}
                  className="flex size-6 items-center justify-center rounded-full text-brand-800 hover:bg-brand-200"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                    <path d="M6 6l12 12M18 6 6 18" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={setInput}
          id={id}
          name={name}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          enterKeyHint="enter"
          autoComplete="off"
          placeholder={full ? undefined : placeholder}
          aria-invalid={message ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={`${hintId}${message ? ` ${errorId}` : ""}`}
          className="min-w-40 flex-1 border-0 bg-transparent px-1 py-1.5 text-ink outline-none placeholder:text-muted/80"
        />
      </div>
      <p id={hintId} className="text-xs leading-5 text-muted">
        هر مهارت را بنویسید و Enter بزنید؛ حداکثر {toPersianDigits(max)} مهارت، هر کدام تا {toPersianDigits(itemMax)} کاراکتر.
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <p id={errorId} role="alert" className="min-h-5 text-sm leading-5 font-medium text-red-700">
        {message ?? ""}
      </p>
    </div>
  );
}
