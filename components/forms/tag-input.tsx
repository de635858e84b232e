"use client";
// A list typed one item at a time (SPEC §2: skills entered with the Enter key): Enter adds what was
// typed as a chip (trimmed, no repeats, at most `max` items of at most `maxLength` characters),
// each chip has its own remove button, and Backspace on the empty input removes the last chip.
// Text still in the input when it loses focus is added too, so nothing typed is lost.
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { toLatinDigits, toPersianDigits } from "@/lib/format/digits";

type Props = {
  label: string;
  name: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** What one item is called, e.g. "مهارت". */
  itemLabel?: string;
  max?: number;
  maxLength?: number;
  placeholder?: string;
  hint?: string;
  required?: boolean;
  error?: string;
  ref?: (element: HTMLInputElement | null) => void;
};

const clean = (text: string) => toLatinDigits(text).replace(/\s+/g, " ").trim();

export function TagInput({ label, name, value, onChange, onBlur, itemLabel = "مورد", max = 20, maxLength = 40, placeholder, hint, required, error, ref }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState("");
  const [notice, setNotice] = useState("");
  const full = value.length >= max;

  /** Adds the typed text; answers whether the input may be cleared. */
  function add(raw: string): boolean {
    const item = clean(raw);
    if (!item) return true;
    if (value.some((existing) => existing.toLowerCase() === item.toLowerCase())) {
      setNotice(`«${item}» قبلاً اضافه شده است.`);
      return true;
    }
    if (full) {
      setNotice(`حداکثر ${toPersianDigits(max)} ${itemLabel} می‌توانید اضافه کنید.`);
      return false;
    }
    onChange([...value, item.slice(0, maxLength)]);
    setNotice(`«${item}» اضافه شد.`);
    return true;
  }

  function remove(index: number) {
    const removed = value[index];
    onChange(value.filter((_, i) => i !== index));
    setNotice(`«${removed}» حذف شد.`);
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      event.preventDefault(); // never submits the form
      if (add(text)) setText("");
    } else if (event.key === "Backspace" && text === "" && value.length > 0) {
      event.preventDefault();
      remove(value.length - 1);
    }
  }

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5">
      <div className="flex gap-1 text-sm font-bold">
        <label htmlFor={id} className="text-ink">
          {label}
        </label>
        {required && (
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <div
        className={`flex flex-wrap items-center gap-2 rounded-xl border px-2 py-2 ${error ? "border-red-600 bg-red-50/40" : "border-brand-200 bg-white"}`}
      >
        {value.length > 0 && (
          <ul aria-label={`${label} واردشده`} className="flex flex-wrap gap-2">
            {value.map((item, index) => (
              <li key={item} className="flex items-center gap-1 rounded-full bg-brand-100 py-1 ps-3 pe-1 text-sm font-medium text-brand-900">
                <span dir="auto">{item}</span>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={`حذف ${item}`}
                  className="flex size-6 items-center justify-center rounded-full text-brand-800 hover:bg-brand-200"
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                    <path d="m5 5 10 10M15 5 5 15" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={(element) => {
            input.current = element;
            ref?.(element);
          }}
          id={id}
          name={name}
          value={text}
          maxLength={maxLength}
          enterKeyHint="enter"
          autoComplete="off"
          placeholder={full ? undefined : placeholder}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (add(text)) setText("");
            onBlur?.();
          }}
          className="min-w-32 flex-1 border-0 bg-transparent px-1 py-1 text-ink placeholder:text-muted/80"
        />
      </div>
      <p id={`${id}-hint`} className="text-xs leading-5 text-muted">
        {hint ?? `هر ${itemLabel} را بنویسید و Enter بزنید.`} {toPersianDigits(value.length)} از {toPersianDigits(max)}
      </p>
      <p className="sr-only" aria-live="polite">
        {notice}
      </p>
      <p id={`${id}-error`} role="alert" className="min-h-5 text-sm leading-5 font-medium text-red-700">
        {error ?? ""}
      </p>
    </div>
  );
}
