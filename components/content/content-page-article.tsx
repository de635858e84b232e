// A content page's text as its page shows it (rules, terms, privacy ...): the table of contents of
// its headings beside the rich text (shared/rich-text.ts, read as React elements: nothing stored is
// ever markup), and `children` under the text. The public page and the content desk's preview
// both draw it, so the preview is the page.
import type { ReactNode } from "react";
import { RichText } from "@/components/content/rich-text";
import { parseRichText, richTextHeadings } from "@/shared/rich-text";
import { toPersianDigits } from "@/shared/format/digits";

export function ContentPageArticle({ body, children }: { body: string; children?: ReactNode }) {
  const blocks = parseRichText(body);
  const headings = richTextHeadings(blocks);
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 md:px-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      {headings.length > 0 && (
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-32 lg:self-start">
          <div className="rounded-2xl border border-brand-100 bg-surface p-4">
            <h2 id="toc-title" className="font-extrabold">
              فهرست مطالب
            </h2>
            <ol className="mt-3 grid gap-1 text-sm">
              {headings.map((heading, i) => (
                <li key={heading.id}>
                  <a
                    href={`#${heading.id}`}
                    className="flex gap-2 rounded-lg px-2 py-1.5 leading-6 text-ink hover:bg-brand-50 hover:text-brand-800"
                  >
                    <span aria-hidden="true" className="text-brand-700">
                      {toPersianDigits(i + 1)}.
                    </span>
                    {heading.text}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
      )}
      <div className="min-w-0">
        <article className="max-w-3xl">
          <RichText blocks={blocks} headingLevel={2} />
        </article>
        {children}
      </div>
    </div>
  );
}
