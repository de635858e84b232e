"use client";
// What every content form of the desk (an event's, a page's) does alike: a new item is saved as a
// draft and the desk goes to its page; an edit carries the version the desk showed and, saved, the
// form takes the API's answer; when a colleague saved in between (409) the API's message is said
// in an alert that takes the focus while everything typed stays in the form; the API's 422 lands
// on the fields it names. Also the slug's hint, the rich-text field and the save button's row.
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useController, type FieldValues, type Path, type UseFormSetError } from "react-hook-form";
import { RichTextEditor } from "@/components/forms/rich-text-editor";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/api-error";
import type { ControlledField } from "@/lib/bind-fields";
import { showToast } from "@/lib/toast";
import { slugify } from "@/shared/format/slug";
import type { RichTextLines } from "@/shared/rich-text";

/** The API's 422 on the form's fields (the first one focused); a message about a field the form does not show (`fieldOf` gives none) is toasted. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (apiField: string) => string | undefined,
): void {
  if (!(error instanceof ApiError) || error.status !== 422) return;
  let placed = false;
  const elsewhere: string[] = [];
  for (const { field, message } of error.fields) {
    const name = fieldOf(field);
    if (!name) {
      elsewhere.push(message);
      continue;
    }
    setError(name as Path<T>, { type: "server", message }, { shouldFocus: !placed });
    placed = true;
  }
  if (elsewhere.length || !placed) showToast(elsewhere.join(" ") || error.message, "danger");
}

type Saved = { id: number; version: number };

type SaveOptions<Item extends Saved, Checked> = {
  /** The item being edited; none: a new one. */
  item?: Item;
  /** A new item (a draft) from the checked values. */
  create: (values: Checked) => Promise<Item>;
  /** An edit of `item` against its version. */
  update: (item: Item, values: Checked) => Promise<Item>;
  /** The desk's page of an item, opened once it is made. */
  itemPath: (id: number) => string;
  /** Said when an edit is saved. */
  savedMessage: string;
  /** How the toast names a new draft (an FAQ question by its question). */
  nameOf: (item: Item) => string;
  /** The form refilled with what was saved. */
  reset: (saved: Item) => void;
  onSaved?: (saved: Item) => void;
  /** A refusal on the fields (422). */
  onFieldErrors: (error: unknown) => void;
};

/** The form's save: `save` for handleSubmit, the 409's message while it stands, and whether a new item was made (the desk is on its way to its page). */
export function useContentSave<Item extends Saved, Checked>({
  item,
  create,
  update,
  itemPath,
  savedMessage,
  nameOf,
  reset,
  onSaved,
  onFieldErrors,
}: SaveOptions<Item, Checked>) {
  const router = useRouter();
  const [stale, setStale] = useState<string>();
  const [created, setCreated] = useState(false);
  const save = async (values: Checked) => {
    setStale(undefined);
    try {
      if (!item) {
        const made = await create(values);
        setCreated(true);
        showToast(`پیش‌نویس «${nameOf(made)}» ساخته شد.`);
        router.push(itemPath(made.id));
        return;
      }
      const saved = await update(item, values);
      reset(saved);
      showToast(savedMessage);
      onSaved?.(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(error.message);
      else onFieldErrors(error);
    }
  };
  return { save, stale, created };
}

const alertClass = "grid gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 leading-7 text-red-900";

/** A colleague's save in between (409): the API's message, what to do, and the latest version on request. */
export function StaleAlert({
  message,
  afterwards = "آنچه نوشته‌اید در فرم مانده است. آخرین نسخه را بگیرید، تغییرهای همکارتان را در فهرست نسخه‌ها ببینید و بعد دوباره ذخیره کنید.",
}: {
  message: string;
  afterwards?: string;
}) {
  const router = useRouter();
  return (
    // Focused as it appears (it is shown anew for each refusal), so the keyboard and the screen reader are there.
    <div ref={(element) => element?.focus()} role="alert" tabIndex={-1} className={alertClass}>
      <p className="font-bold">{message}</p>
      <p>{afterwards}</p>
      <Button type="button" variant="secondary" className="justify-self-start" onClick={() => router.refresh()}>
        گرفتن آخرین نسخه
      </Button>
    </div>
  );
}

/** The slug's hint: an item's address and what changing it does, or, for a new one, the slug its title makes. */
export function slugHint({ noun, address, title }: { noun: string; address?: string; title: string }): ReactNode {
  if (address) {
    return (
      <>
        نشانی {noun}: <bdi>{address}</bdi>. اگر نامک را تغییر دهید، نشانی قبلی به نشانی تازه هدایت می‌شود.
      </>
    );
  }
  const suggested = slugify(title);
  return `خالی بگذارید تا از عنوان ساخته شود${suggested ? ` (${suggested})` : ""}؛ پس از ذخیره نشان داده می‌شود.`;
}

type RichTextFieldProps<T extends FieldValues, Checked> = ControlledField<T, Checked> & {
  label: string;
  hint: string;
  lines?: RichTextLines;
};

/** A rich-text field bound to its form field (headings, lists, bold, links: what the site shows). */
export function RichTextField<T extends FieldValues, Checked = T>({
  control,
  name,
  label,
  hint,
  lines,
}: RichTextFieldProps<T, Checked>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <RichTextEditor
      label={label}
      required
      hint={hint}
      lines={lines}
      value={typeof field.value === "string" ? field.value : ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** The save button (a new item: its draft) and the note of unsaved changes. */
export function SaveRow({ isNew, busy, dirty }: { isNew: boolean; busy: boolean; dirty: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button type="submit" busy={busy} busyLabel="در حال ذخیره…">
        {isNew ? "ذخیره پیش‌نویس" : "ذخیره تغییرها"}
      </Button>
      <p aria-live="polite" className="text-sm text-muted">
        {!isNew && dirty ? "تغییرهای ذخیره‌نشده دارید." : ""}
      </p>
    </div>
  );
}
