"use client";
// Putting a list's rows in order (./ordered-rows.tsx's rows, ./gallery-field.tsx's pictures): a row
// is moved by dragging it, or from the keyboard with its «بالاتر» and «پایین‌تر» buttons; each move is
// announced, and the button pressed keeps the focus on the row it moved.
import { useRef, useState, type DragEvent } from "react";
import { toPersianDigits } from "@/shared/format/digits";

/** A row's place as it is announced: "۲ از ۵". */
export const place = (index: number, count: number) => `${toPersianDigits(index + 1)} از ${toPersianDigits(count)}`;

/** The list's moves; `noun` ("تصویر", "کارت") names a row in the announcements. */
export function useDragOrder({
  count,
  move,
  noun,
}: {
  count: number;
  move: (from: number, to: number) => void;
  noun: string;
}) {
  const [announcement, setAnnouncement] = useState("");
  const dragged = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);

  function moveTo(from: number, to: number, focus?: "up" | "down") {
    if (to < 0 || to >= count || from === to) return;
    move(from, to);
    setAnnouncement(`${noun} به جای ${place(to, count)} رفت.`);
    // The button pressed stays under the keyboard, on the row it moved.
    if (focus)
      requestAnimationFrame(() =>
        list.current
          ?.querySelectorAll(":scope > li")
          [to]?.querySelector<HTMLButtonElement>(`[data-move="${focus}"]`)
          ?.focus(),
      );
  }

  /** A row's <li> props: it can be dragged, and another row dropped on it takes its place. */
  const rowProps = (index: number) => ({
    draggable: true,
    onDragStart: () => (dragged.current = index),
    onDragOver: (event: DragEvent<HTMLLIElement>) => event.preventDefault(),
    onDrop: (event: DragEvent<HTMLLIElement>) => {
      event.preventDefault();
      if (dragged.current !== null) moveTo(dragged.current, index);
      dragged.current = null;
    },
  });

  return { list, announcement, setAnnouncement, moveTo, rowProps };
}

const moveClass =
  "min-h-10 rounded-lg border border-brand-200 px-3 text-sm font-bold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50";

/** A row's «بالاتر» and «پایین‌تر» buttons. */
export function MoveButtons({
  index,
  count,
  noun,
  moveTo,
}: {
  index: number;
  count: number;
  noun: string;
  moveTo: (from: number, to: number, focus: "up" | "down") => void;
}) {
  return (
    <>
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
    </>
  );
}

/** A row's «برداشتن» button (`disabled`: the list is at its fewest). */
export function RemoveButton({
  index,
  count,
  noun,
  disabled,
  onRemove,
}: {
  index: number;
  count: number;
  noun: string;
  disabled?: boolean;
  onRemove: () => void;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onRemove}
      aria-label={`برداشتن ${noun} ${place(index, count)}`}
      className="min-h-10 rounded-lg px-3 text-sm font-bold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50"
    >
      برداشتن
    </button>
  );
}

/** Where the moves, additions and removals are said to assistive technology. */
export function Announcement({ text }: { text: string }) {
  return (
    <p aria-live="polite" className="sr-only">
      {text}
    </p>
  );
}
