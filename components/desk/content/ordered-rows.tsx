"use client";
// Rows of a list the site shows in order (the social links, the home page's cards and steps), as
// ./gallery-field.tsx orders pictures: each row moved by dragging it, or from the keyboard with its
// «بالاتر» and «پایین‌تر» buttons (each move is announced and the focus stays on the button), or
// removed; a new row joins the end. The rows' fields are the caller's; saved with the rest of the form.
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FieldMessage } from "@/components/ui/field";
import { toPersianDigits } from "@/shared/format/digits";
import { Announcement, MoveButtons, place, RemoveButton, useDragOrder } from "./drag-order";

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

/** What a list's rows give OrderedRows from react-hook-form's field array: the rows' ids and moves, within the list's limits. */
export function arrayRows(
  array: { fields: Array<{ id: string }>; move: (from: number, to: number) => void; remove: (index: number) => void },
  { min, max }: { min: number; max: number },
) {
  return { ids: array.fields.map((row) => row.id), min, max, move: array.move, remove: array.remove };
}

export function OrderedRows({ label, noun, ids, min, max, move, remove, add, addLabel, error, children }: Props) {
  const count = ids.length;
  const { list, announcement, setAnnouncement, moveTo, rowProps } = useDragOrder({ count, move, noun });

  return (
    <div className="grid gap-3">
      <ol ref={list} aria-label={label} className="grid gap-3">
        {ids.map((id, index) => (
          <li
            key={id}
            {...rowProps(index)}
            className="grid cursor-grab gap-3 rounded-xl border border-brand-100 bg-surface p-3"
          >
            <p className="text-sm font-bold text-muted">
              {noun} {toPersianDigits(index + 1)}
            </p>
            {children(index)}
            <div className="flex flex-wrap gap-2">
              <MoveButtons index={index} count={count} noun={noun} moveTo={moveTo} />
              <RemoveButton
                index={index}
                count={count}
                noun={noun}
                disabled={count <= min}
                onRemove={() => {
                  remove(index);
                  setAnnouncement(`${noun} ${toPersianDigits(index + 1)} برداشته شد.`);
                }}
              />
            </div>
          </li>
        ))}
      </ol>
      <Announcement text={announcement} />
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
