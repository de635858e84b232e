// What the content desk's form tests (tests/component/desk-content-*-form.test.tsx and the desk's
// other form tests) share: the stand-ins for the router, the API client and the toasts (each test
// file hands them to its own vi.mock, which is hoisted per file), the rich-text field (tiptap,
// tested on its own: rich-text-editor.test.tsx) as a text box that keeps the value it is given,
// fresh mocks for each test, and the API's refusals as the client throws them.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ChangeEvent, ReactElement } from "react";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";

export const router = { push: vi.fn(), refresh: vi.fn(), replace: vi.fn(), prefetch: vi.fn() };
export const api = { get: vi.fn(), post: vi.fn(), patch: vi.fn(), request: vi.fn() };
export const toasts: string[] = [];

/** next/navigation: the router is `router`. */
export const navigationMock = { useRouter: () => router };
/** @/lib/api/browser: the signed-in channel is `api`. */
export const browserApiMock = { authApi: () => api };
/** @/lib/toast: what was shown lands in `toasts`. */
export const toastMock = { showToast: (text: string) => void toasts.push(text) };

export function PlainRichTextEditor(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  error?: string;
}) {
  return (
    <label>
      {props.label}
      <textarea
        value={props.value}
        onBlur={props.onBlur}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => props.onChange(event.target.value)}
      />
      {props.error && <span role="alert">{props.error}</span>}
    </label>
  );
}
/** @/components/forms/rich-text-editor. */
export const richTextEditorMock = { RichTextEditor: PlainRichTextEditor };

/** Each test starts with no toasts, and its mocks' calls are forgotten after it. */
export function resetDeskFormMocks(): void {
  beforeEach(() => void toasts.splice(0));
  afterEach(() => vi.clearAllMocks());
}

/** The API's 422 on one field (its message also the refusal's), as the client throws it. */
export function fieldRefusal(field: string, message: string): ApiError {
  return new ApiError({
    kind: "validation",
    status: 422,
    message,
    fields: [{ field, message }],
    toast: undefined,
  } as never);
}

/** A new item's form, saved empty: it says each of `messages` (in Persian, the first one awaited) and sends nothing. */
export async function expectEmptyFormRefused(form: ReactElement, messages: [string, ...string[]]): Promise<void> {
  const user = userEvent.setup();
  render(form);
  await user.click(screen.getByRole("button", { name: "ذخیره پیش‌نویس" }));
  const [first, ...others] = messages;
  expect(await screen.findByText(first)).toBeTruthy();
  for (const message of others) expect(screen.getByText(message)).toBeTruthy();
  expect(api.post).not.toHaveBeenCalled();
}
