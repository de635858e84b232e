// What the content desk's form tests (tests/component/desk-content-*-form.test.tsx) share: the
// rich-text field (tiptap, tested on its own: rich-text-editor.test.tsx) as a text box that keeps
// the value it is given, for `vi.mock("@/components/forms/rich-text-editor", …)`.
import type { ChangeEvent } from "react";

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
