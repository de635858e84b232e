"use client";
// A list typed one item at a time (SPEC §2: skills entered with the Enter key): Enter adds what was
// typed as a chip (trimmed, single spaces, Latin digits), each chip has its own remove button, and
// Backspace on the empty input removes the last chip. A repeat (whatever its case), an item past
// `max` or one longer than `maxLength` is refused: the reason shows as the field's message and the
// text stays in the input until it is changed. Text still in the input when it loses focus is added
// too, so nothing typed is lost.
import { useRef, useState, type KeyboardEvent } from "react";
import { useController, type FieldValues } from "react-hook-form";
import type { ControlledField } from "@/lib/bind-fields";
import { FieldShell } from "@/components/ui/field";
import { toPersianDigits } from "@/shared/format/digits";
import { cleanItem, itemKey } from "@/validation/requests/list-items";
import { LineIcon } from "@/components/icons/line-icon";

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
  /** Wording where a form has its own: the chip list's name, the refusals of a repeat and of one too many. */
  messages?: { list?: string; repeated?: (item: string) => string; full?: string };
};

export function TagInput(props: Props) {
  const {
    label,
    name,
    value,
    onChange,
    onBlur,
    itemLabel = "مورد",
    max = 20,
    maxLength = 40,
    placeholder,
    hint,
    required,
    error,
    ref,
    messages,
  } = props;
  const listLabel = messages?.list ?? `${label} واردشده`;
  const repeated = messages?.repeated ?? ((item: string) => `«${item}» قبلاً اضافه شده است.`);
  const tooMany = messages?.full ?? `حداکثر ${toPersianDigits(max)} ${itemLabel} می‌توانید اضافه کنید.`;
  const input = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState("");
  const full = value.length >= max;
  const message = problem ?? error;

  /** Adds the typed text, or says why not (and keeps it). */
  function add() {
    const item = cleanItem(text);
    if (!item) return setText("");
    if (item.length > maxLength)
      return setProblem(`هر ${itemLabel} نباید بیشتر از ${toPersianDigits(maxLength)} کاراکتر باشد`);
    if (value.some((existing) => itemKey(existing) === itemKey(item))) return setProblem(repeated(item));
    if (full) return setProblem(tooMany);
    onChange([...value, item]);
    setText("");
    setProblem(undefined);
    setNotice(`«${item}» اضافه شد.`);
  }

  function remove(index: number) {
    const removed = value[index];
    onChange(value.filter((_, i) => i !== index));
    setProblem(undefined);
    setNotice(`«${removed}» حذف شد.`);
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter while an input method is composing only confirms the composition.
    if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      event.preventDefault(); // never submits the form
      add();
    } else if (event.key === "Backspace" && text === "" && value.length > 0) {
      event.preventDefault();
      remove(value.length - 1);
    }
  }

  const counted = (
    <>
      {hint ?? `هر ${itemLabel} را بنویسید و Enter بزنید.`} {toPersianDigits(value.length)} از {toPersianDigits(max)}
    </>
  );
  return (
    <FieldShell label={label} required={required} hint={counted} error={message}>
      {(control) => (
        <>
          <div
            className={`flex flex-wrap items-center gap-2 rounded-xl border px-2 py-2 ${message ? "border-red-600 bg-red-50/40" : "border-brand-200 bg-white"}`}
          >
            {value.length > 0 && (
              <ul aria-label={listLabel} className="flex flex-wrap gap-2">
                {value.map((item, index) => (
                  <li
                    key={item}
                    className="flex items-center gap-1 rounded-full bg-brand-100 py-1 ps-3 pe-1 text-sm font-medium text-brand-900"
                  >
                    <span dir="auto">{item}</span>
                    <button
                      type="button"
                      onClick={() => remove(index)}
                      aria-label={`حذف ${item}`}
                      className="flex size-6 items-center justify-center rounded-full text-brand-800 hover:bg-brand-200"
                    >
                      <LineIcon viewBox="0 0 20 20" className="size-3.5" strokeWidth="2.5" strokeLinecap="round">
                        <path d="m5 5 10 10M15 5 5 15" />
                      </LineIcon>
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
              {...control}
              name={name}
              value={text}
              maxLength={maxLength}
              enterKeyHint="enter"
              autoComplete="off"
              placeholder={full ? undefined : placeholder}
              onChange={(event) => {
                setText(event.target.value);
                setProblem(undefined);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => {
                add();
                onBlur?.();
              }}
              className="min-w-32 flex-1 border-0 bg-transparent px-1 py-1 text-ink placeholder:text-muted/80"
            />
          </div>
          <p className="sr-only" aria-live="polite">
            {notice}
          </p>
        </>
      )}
    </FieldShell>
  );
}

type FieldProps<T extends FieldValues, Checked> = Omit<
  Props,
  "name" | "value" | "onChange" | "onBlur" | "error" | "ref"
> &
  ControlledField<T, Checked>;

/** The list bound to its form field (a list of strings) and its message. */
export function TagInputField<T extends FieldValues, Checked = T>({ control, name, ...rest }: FieldProps<T, Checked>) {
  const {
    field: { name: fieldName, value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name });
  const items: unknown = value;
  return (
    <TagInput
      {...rest}
      name={fieldName}
      ref={ref}
      value={Array.isArray(items) ? items : []}
      onChange={onChange}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** The skills a person lists (freelancer registration, internship request), one at a time. */
export function SkillsField<T extends FieldValues, Checked = T>(
  props: Omit<FieldProps<T, Checked>, "label" | "itemLabel" | "required">,
) {
  return <TagInputField label="مهارت‌ها" itemLabel="مهارت" required {...props} />;
}
