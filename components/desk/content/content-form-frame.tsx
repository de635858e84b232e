"use client";
// The frame every kind's content form shares (a job's, a mentor's, a branch's ...): the form set up
// on the kind's own schema, checked on blur and then on input; the save of ./content-form.tsx
// against the kind's API calls; the API's 422 on the fields the form shows; and the <form> around
// the kind's own fields with the 409's alert above and the save row below. A kind gives only what
// is its own (a ContentFormKind: its desk kind, values, schema and calls) and its fields.
import { zodResolver } from "@hookform/resolvers/zod";
import type { BaseSyntheticEvent, ReactNode } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { authApi } from "@/lib/api/browser";
import type { ApiClient } from "@/lib/api/client";
import { fieldBinder } from "@/lib/bind-fields";
import { applyFieldErrors, SaveRow, StaleAlert, useContentSave } from "./content-form";
import type { DeskContentItem, DeskContentKind } from "./content-kinds";

/** The resolver of a kind's schema: it reads the form's typed values and gives the checked content. */
export function schemaResolver<Values extends FieldValues, Checked>(
  schema: unknown,
): Resolver<Values, unknown, Checked> {
  return zodResolver(schema as never) as unknown as Resolver<Values, unknown, Checked>;
}

type Saved = DeskContentItem & { version: number };

/** A kind's two saving calls: a new item (a draft) and an edit against the version the desk showed. */
type SaveCalls<Item, Body> = {
  create: (api: ApiClient, body: Body) => Promise<Item>;
  update: (api: ApiClient, id: number, body: Body & { version: number }) => Promise<Item>;
};

/**
 * What a kind's form is, whatever item it shows: the desk's kind (its noun says what was saved, its
 * edit page is opened for a new item), the saving calls, the schema's resolver and the values.
 */
export type ContentFormKind<Values extends FieldValues, Checked, Item extends Saved, Body> = {
  desk: DeskContentKind<Item>;
  api: SaveCalls<Item, Body>;
  resolver: Resolver<Values, unknown, Checked>;
  /** The form's values for an item, as its boxes show them. */
  valuesOf: (item: Item) => Values;
  /** A new item's values; their names are the fields the form shows. */
  empty: Values;
  /** What the API is sent for the checked values (`current`: the item an edit saves); by default the values as they are. */
  body?: (checked: Checked, current?: Item) => Body;
  /** The form field an API field's error lands on (none: toasted); by default the field of the same name. */
  fieldOf?: (apiField: string) => string | undefined;
  /** How the toast names a new draft; by default by the field its versions are named by (the title). */
  nameOf?: (item: Item) => string;
};

/** A kind's form, typed by what it is given (the values by the resolver, the item by the desk's kind). */
export function contentFormKind<Values extends FieldValues, Checked, Item extends Saved, Body>(
  kind: ContentFormKind<Values, Checked, Item, Body>,
) {
  return kind;
}

/** What every kind's form is given: the item being edited (none: a new one) and what to do once an edit is saved. */
export type ContentFormProps<Item> = {
  item?: Item;
  /** After an edit is saved, with the API's answer. */
  onSaved?: (item: Item) => void;
};

/** The fields of `values` by name: an API field the form shows lands on itself. */
const sameNamedField =
  (values: object) =>
  (apiField: string): string | undefined =>
    Object.keys(values).includes(apiField) ? apiField : undefined;

/** An item's name as its versions are named (the title unless the kind says another field). */
const versionNameOf =
  <Item extends Saved>(desk: DeskContentKind<Item>) =>
  (item: Item): string =>
    String((item as Record<string, unknown>)[desk.versionTitle?.field ?? "title"] ?? "");

/** A kind's form: react-hook-form's own (register, control ...), `field` to bind a box by name, and `frame` for <ContentFormFrame>. */
export function useContentForm<Values extends FieldValues, Checked, Item extends Saved, Body>(
  {
    desk,
    api,
    resolver,
    valuesOf,
    empty,
    // The checked values are the body of the kinds that send them as they are.
    body = (checked) => checked as unknown as Body,
    fieldOf = sameNamedField(empty),
    nameOf = versionNameOf(desk),
  }: ContentFormKind<Values, Checked, Item, Body>,
  { item, onSaved }: ContentFormProps<Item>,
) {
  const form = useForm<Values, unknown, Checked>({
    resolver,
    mode: "onTouched",
    defaultValues: (item ? valuesOf(item) : empty) as DefaultValues<Values>,
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { save, stale, created } = useContentSave<Item, Checked>({
    item,
    create: (values) => api.create(authApi(), body(values)),
    update: (current, values) =>
      api.update(authApi(), current.id, { ...body(values, current), version: current.version }),
    itemPath: desk.itemPath,
    savedMessage: `تغییرهای ${desk.noun} ذخیره شد.`,
    nameOf,
    reset: (saved) => reset(valuesOf(saved)),
    onSaved,
    onFieldErrors: (error) => applyFieldErrors(error, setError, fieldOf),
  });
  const frame: FormFrame = {
    onSubmit: handleSubmit(save),
    stale,
    isNew: !item,
    busy: formState.isSubmitting || created,
    dirty: formState.isDirty,
  };
  return { ...form, field: fieldBinder(register, formState.errors), frame };
}

/** What the frame shows of the form's save: the submit, the 409's message while it stands, and the save row's state. */
export type FormFrame = {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  stale?: string;
  isNew: boolean;
  busy: boolean;
  dirty: boolean;
};

/** The <form> of a kind: the 409's alert (focused as it appears), the kind's fields, and the save button's row. */
export function ContentFormFrame({ frame, label, children }: { frame: FormFrame; label: string; children: ReactNode }) {
  return (
    <form onSubmit={frame.onSubmit} noValidate aria-label={label} className="grid min-w-0 gap-6">
      {frame.stale && <StaleAlert message={frame.stale} />}
      {children}
      <SaveRow isNew={frame.isNew} busy={frame.busy} dirty={frame.dirty} />
    </form>
  );
}
