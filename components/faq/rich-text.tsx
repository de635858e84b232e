import { Link } from "@/components/navigation/link";
import type { ReactNode } from "react";
import type { ContentBlock } from "@/shared/types/pages";

// Site paths written in the text ("/track", "/events?when=past") become links.
const SITE_PATH = /(^|[\s(«])(\/[a-z][a-z0-9\-/]*(?:\?[a-z0-9=&\-_]+)?)/g;

/** A line of staff-written text, with its site paths as links (LTR islands in the RTL text). */
export function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(SITE_PATH)) {
    const start = match.index + match[1]!.length;
    const path = match[2]!.replace(/[/-]+$/, "") || match[2]!;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <Link key={start} href={path} dir="ltr" className="font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900">
        {path}
      </Link>,
    );
    last = start + path.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

type Props = {
  blocks: ContentBlock[];
  /** The level of the body's headings (2 on a content page). */
  headingLevel?: 2 | 3;
  className?: string;
};

/** Paragraphs, headings (with their anchors) and lists of a content body or an FAQ answer. */
export function RichText({ blocks, headingLevel = 2, className = "" }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={`grid gap-4 leading-8 text-ink ${className}`}>
      {blocks.map((block, i) => {
        if (block.type === "heading") {
          return (
            <Heading key={i} id={block.id} className="mt-4 scroll-mt-36 text-xl font-extrabold first:mt-0">
              {block.text}
            </Heading>
          );
        }
        if (block.type === "list") {
          return (
            <ul key={i} className="grid list-disc gap-2 ps-6 marker:text-brand-600">
              {block.items.map((item, j) => (
                <li key={j}>{linkify(item)}</li>
              ))}
            </ul>
          );
        }
        return <p key={i}>{linkify(block.text)}</p>;
      })}
    </div>
  );
}
