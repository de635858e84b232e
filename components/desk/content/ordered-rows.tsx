"use client";
// Rows of a list the site shows in order (the social links, the home page's cards and steps), as
// ./gallery-field.tsx orders pictures: each row moved by dragging it, or from the keyboard with its
// «بالاتر» and «پایین‌تر» buttons (each move is announced and the focus stays on the button), or
// removed; a new row joins the end. The rows' fields are the caller's; saved with the rest of the form.
import { useRef, useState, type DragEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FieldMessage } from "@/components/ui/field";
import { toPersianDigits } from "@/shared/format/digits";

type Props = {
  /** Names the list for assistive technology ("شبکه‌های اجتماعی به ترتیب نمایش"). */
  label: string;
  /** What one row is ("کارت"), in the buttons' names and the announcements. */
  noun: string;
  /** react-hook-form's field ids, one a row. */
  ids: string[];
  min: number;
  max: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  add: () => void;
  addLabel: string;
  /** The list's own message (too many, too few, a repeat). */
  error?: string;
  /** A row's fields. */
  children: (index: number) => ReactNode;
};

const place = (index: number, count: number) => `${toPersianDigits(index + 1)} از ${toPersianDigits(count)}`;
const moveClass =
  "min-h-10 rounded-lg border border-brand-200 px-3 text-sm font-bold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50";

export function OrderedRows({ label, noun, ids, min, max, move, remove, add, addLabel, error, children }: Props) {
  const [announcement, setAnnouncement] = useState("");
  const dragged = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const count = ids.length;

  function moveTo(from: number, to: number, focus?: "up" | "down") {
    if (to < 0 || to >= count || from === to) return;
    move(from, to);
    setAnnouncement(`${noun} به جای ${place(to, count)} رفت.`);
    if (focus)
      requestAnimationFrame(() =>
        list.current
          ?.querySelectorAll(":scope > li")
          [to]?.querySelector<HTMLButtonElement>(`[data-move="${focus}"]`)
          ?.focus(),
      );
  }

  const onDrop = (to: number) => (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    if (dragged.current !== null) moveTo(dragged.current, to);
    dragged.current = null;
  };

  return (
    <div className="grid gap-3">
      <ol ref={list} aria-label={label} className="grid gap-3">
        {ids.map((id, index) => (
          <li
            key={id}
            draggable
            onDragStart={() => (dragged.current = index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={onDrop(index)}
            className="grid cursor-grab gap-3 rounded-xl border border-brand-100 bg-surface p-3"
          >
            <p className="text-sm font-bold text-muted">
              {noun} {toPersianDigits(index + 1)}
            </p>
            {children(index)}
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                data-move="up"
                disabled={index === 0}
                onClick={() => moveTo(index, index - 1, "up")}
                aria-label={`بالاتر بردن ${noun} ${place(index, count)}`}
                className={moveClass}
              >
                بالاتر
              </button>
              <button
                type="button"
                data-move="down"
                disabled={index === count - 1}
                onClick={() => moveTo(index, index + 1, "down")}
                aria-label={`پایین‌تر بردن ${noun} ${place(index, count)}`}
                className={moveClass}
              >
                پایین‌تر
              </button>
              <button
                type="button"
                disabled={count <= min}
                onClick={() => {
                  remove(index);
                  setAnnouncement(`${noun} ${toPersianDigits(index + 1)} برداشته شد.`);
                }}
                aria-label={`برداشتن ${noun} ${place(index, count)}`}
                className="min-h-10 rounded-lg px-3 text-sm font-bold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50"
              >
                برداشتن
              </button>
            </div>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <FieldMessage error={error} />
      {count < max && (
        <Button
          type="button"
          variant="secondary"
          className="justify-self-start"
          onClick={() => {
            add();
            setAnnouncement(`${noun} تازه در جای ${place(count, count + 1)} افزوده شد.`);
          }}
        >
          {addLabel}
        </Button>
      )}
    </div>
  );
}
