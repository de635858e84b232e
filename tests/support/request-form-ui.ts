// What the request form tests in the browser (tests/component/request-*.test.tsx, idea-draft.test.ts)
// share: the receipt their stand-in API answers a sent request with, and finding and filling a
// form's fields by their labels as a visitor does. (The API tests' request helpers: request-form.ts.)
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RequestReceipt } from "@/shared/types/requests";

/** The API's receipt for a request received (tracking code AVX-TEST-CODE), of `kind` when given. */
export function testReceipt(
  kind: Pick<RequestReceipt, "kind" | "kind_label"> = { kind: "x", kind_label: "درخواست" },
  createdAt = "2025-01-01T08:00:00Z",
): RequestReceipt {
  return {
    id: 1,
    tracking_code: "AVX-TEST-CODE",
    ...kind,
    status: "received",
    status_label: "دریافت شد",
    subject_title: null,
    created_at: createdAt,
  };
}

/** A form's field by its label (not the captcha's or a group's). */
export const requestField = (label: string) =>
  screen.getByLabelText(label, { selector: "input, textarea, select" }) as HTMLInputElement;

/** A field's label and what goes in it: text typed, or `{ option }` chosen in a select. */
export type RequestEntry = readonly [label: string, value: string | { option: string }];

/** Types (or chooses) each entry in order, as a visitor fills the form in. */
export async function fillRequest(entries: readonly RequestEntry[]): Promise<void> {
  for (const [label, value] of entries) {
    if (typeof value === "string") await userEvent.type(requestField(label), value);
    else await userEvent.selectOptions(requestField(label), value.option);
  }
}
