"use client";
// The desk's rich-text field (tiptap): headings, lists, bold and links, nothing more, so what an
// editor sees is what the site can show. It edits and reports the stored text (shared/rich-text.ts);
// the form keeps that text as the field's value, like any other text field.
import { EditorContent, useEditor, useEditorState, type Editor, type JSONContent } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useRef, useState } from "react";
import { FieldsetShell } from "@/components/ui/field";
import { safeHref, type RichTextLines } from "@/shared/rich-text";
import { docOfRichText, richTextOfDoc, type DocNode } from "./rich-text-doc";

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  required?: boolean;
  /** How the stored text reads its lines (see shared/rich-text.ts): a description's "paragraph", a page's "join". */
  lines?: RichTextLines;
};

const LINK_MESSAGE = "نشانی پیوند باید با https://‎ یا / آغاز شود (یا mailto: و tel:).";

/** Only the subset: no code, quotes, rules, italics, strikes or underlines; links by their safe address only. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    italic: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: false,
      isAllowedUri: (url) => safeHref(url) !== undefined,
      HTMLAttributes: { rel: "nofollow noopener noreferrer", target: null },
    },
  }),
];

type ToolState = {
  bold: boolean;
  h2: boolean;
  h3: boolean;
  bullets: boolean;
  numbered: boolean;
  link: string | undefined;
};

function useToolState(editor: Editor | null): ToolState | null {
  return useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive("bold"),
            h2: e.isActive("heading", { level: 2 }),
            h3: e.isActive("heading", { level: 3 }),
            bullets: e.isActive("bulletList"),
            numbered: e.isActive("orderedList"),
            link: e.isActive("link") ? String(e.getAttributes("link").href ?? "") : undefined,
          }
        : null,
  });
}

function ToolButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={`min-h-10 min-w-10 rounded-lg px-2 text-sm font-bold ${pressed ? "bg-brand-700 text-white" : "text-brand-900 hover:bg-brand-100"}`}
    >
      {children}
    </button>
  );
}

/** The link row: the address of the link at the cursor, or of the one to make from the selection. */
function LinkRow({ editor, current, onDone }: { editor: Editor; current: string | undefined; onDone: () => void }) {
  const id = useId();
  const [href, setHref] = useState(current ?? "https://");
  const [error, setError] = useState<string>();
  const apply = () => {
    const safe = safeHref(href);
    if (!safe) return setError(LINK_MESSAGE);
    editor.chain().focus().extendMarkRange("link").setLink({ href: safe }).run();
    onDone();
  };
  return (
    <div className="grid gap-1 border-t border-brand-100 p-2">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-bold">
          نشانی پیوند
        </label>
        <input
          id={id}
          dir="ltr"
          value={href}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            }
            if (event.key === "Escape") onDone();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-10 min-w-0 flex-1 rounded-lg border border-brand-200 px-3"
        />
        <button
          type="button"
          onClick={apply}
          className="min-h-10 rounded-lg bg-brand-700 px-3 text-sm font-bold text-white hover:bg-brand-800"
        >
          ثبت پیوند
        </button>
        {current !== undefined && (
          <button
            type="button"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onDone();
            }}
            className="min-h-10 rounded-lg px-3 text-sm font-bold text-red-700 hover:bg-red-50"
          >
            برداشتن پیوند
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function RichTextEditor({ label, value, onChange, onBlur, error, hint, required, lines = "paragraph" }: Props) {
  const [linking, setLinking] = useState(false);
  // The text this editor last reported: a value from elsewhere (a restored version, a reset) replaces the document.
  const reported = useRef(value);
  const editor = useEditor({
    extensions,
    content: docOfRichText(value, lines) as JSONContent,
    // The desk renders on the server too: the editor mounts in the browser only.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(required ? { "aria-required": "true" } : {}),
        ...(error ? { "aria-invalid": "true" } : {}),
        class:
          "min-h-40 px-3 py-2 leading-8 focus:outline-none [&_h2]:text-lg [&_h2]:font-extrabold [&_h3]:font-extrabold [&_ol]:list-[persian] [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_a]:text-brand-700 [&_a]:underline",
      },
    },
    onUpdate: ({ editor: e }) => {
      reported.current = richTextOfDoc(e.getJSON() as DocNode);
      onChange(reported.current);
    },
    onBlur: () => onBlur?.(),
  });
  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(docOfRichText(value, lines) as JSONContent, { emitUpdate: false });
  }, [editor, value, lines]);
  const tools = useToolState(editor);
  const heading = (level: 2 | 3) => editor?.chain().focus().toggleHeading({ level }).run();
  return (
    <FieldsetShell label={label} error={error} hint={hint} required={required}>
      <div
        className={`rounded-xl border bg-white focus-within:ring-2 focus-within:ring-brand-600 ${error ? "border-red-700" : "border-brand-200"}`}
      >
        <div role="toolbar" aria-label={`قالب ${label}`} className="flex flex-wrap gap-1 border-b border-brand-100 p-1">
          <ToolButton label="سرفصل" pressed={tools?.h2} onClick={() => heading(2)}>
            سرفصل
          </ToolButton>
          <ToolButton label="زیرفصل" pressed={tools?.h3} onClick={() => heading(3)}>
            زیرفصل
          </ToolButton>
          <ToolButton label="پررنگ" pressed={tools?.bold} onClick={() => editor?.chain().focus().toggleBold().run()}>
            <strong>پ</strong>
          </ToolButton>
          <ToolButton
            label="فهرست نقطه‌ای"
            pressed={tools?.bullets}
            onClick={() => editor?.chain().focus().toggleBulletList().run()}
          >
            •&nbsp;فهرست
          </ToolButton>
          <ToolButton
            label="فهرست شماره‌دار"
            pressed={tools?.numbered}
            onClick={() => editor?.chain().focus().toggleOrderedList().run()}
          >
            ۱.&nbsp;فهرست
          </ToolButton>
          <ToolButton
            label="پیوند"
            pressed={tools?.link !== undefined || linking}
            onClick={() => setLinking((open) => !open)}
          >
            پیوند
          </ToolButton>
        </div>
        {editor ? <EditorContent editor={editor} /> : <div aria-hidden="true" className="min-h-40" />}
        {linking && editor && (
          <LinkRow key={tools?.link ?? ""} editor={editor} current={tools?.link} onDone={() => setLinking(false)} />
        )}
      </div>
    </FieldsetShell>
  );
}
