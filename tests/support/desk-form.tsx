// The steps the content desk's form tests take the way an editor does (by labels and button names
// only, so a form may change inside while its tests stand): a saved item's lifecycle fields, typing a
// form in, saving it, and reading what went to the API through the stand-ins of desk-form-harness.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { expect } from "vitest";
import type { ContentState, DeskAddress } from "@/shared/types/content";
import { api, router } from "./desk-form-harness";

/** Where a saved item stands as the API answers it: a draft (or published) at `version`, made just now, at `url`. */
export function savedState(
  version: number,
  url: string,
  status: "draft" | "published" = "draft",
): ContentState & Omit<DeskAddress, "id"> {
  const now = new Date().toISOString();
  const published = status === "published";
  return {
    status,
    status_label: published ? "منتشرشده" : "پیش‌نویس",
    publish_at: null,
    is_public: published,
    version,
    updated_at: now,
    created_at: now,
    url,
    former_slugs: [],
  };
}

/** A field found by its label, and what goes in it: text typed, or `{ option }` chosen in a select. */
export type FieldEntry = readonly [label: RegExp | string, value: string | { option: string }];

/** Types (or chooses) each entry in order, as an editor fills the form in. */
export async function fillIn(user: UserEvent, entries: readonly FieldEntry[]): Promise<void> {
  for (const [label, value] of entries) {
    const field = screen.getByLabelText(label);
    if (typeof value === "string") await user.type(field, value);
    else await user.selectOptions(field, value.option);
  }
}

/** Empties a field and types `text` in its place. */
export async function retype(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.type(field, text);
}

/** A new item's save button. */
export const saveDraft = (user: UserEvent) => user.click(screen.getByRole("button", { name: "ذخیره پیش‌نویس" }));
/** A saved item's save button. */
export const saveChanges = (user: UserEvent) => user.click(screen.getByRole("button", { name: "ذخیره تغییرها" }));

/** A new item went to `endpoint` as exactly `body`, and the desk opened its page at `page`. */
export async function expectCreated(endpoint: string, body: object, page: string): Promise<void> {
  await waitFor(() => expect(router.push).toHaveBeenCalledWith(page));
  expect(api.post).toHaveBeenCalledWith(endpoint, body);
}

/** The API's refusal `message` is shown, after an edit went to `endpoint` with (at least) `fields`. */
export async function expectEditRefused(endpoint: string, fields: object, message: string): Promise<void> {
  expect(await screen.findByText(message)).toBeTruthy();
  expect(api.patch).toHaveBeenCalledWith(endpoint, expect.objectContaining(fields), expect.anything());
}

/** The value a text field shows. */
export const shownValue = (label: RegExp | string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** Renders a new item's form, its save to be answered with `saved`; the editor who fills it in. */
export function openNew(form: ReactElement, saved: object): UserEvent {
  const user = userEvent.setup();
  api.post.mockResolvedValue(saved);
  render(form);
  return user;
}

/** Renders a saved item's form, its next save to be refused with `refusal`; the editor who edits it. */
export function openRefusedEdit(form: ReactElement, refusal: Error): UserEvent {
  const user = userEvent.setup();
  api.patch.mockRejectedValueOnce(refusal);
  render(form);
  return user;
}

/** Renders a saved item's form, its saves to be answered with `saved`; the editor who edits it. */
export function openEdit(form: ReactElement, saved: object): UserEvent {
  const user = userEvent.setup();
  api.patch.mockResolvedValue(saved);
  render(form);
  return user;
}
