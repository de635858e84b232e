// Staff-written rich text (shared/rich-text.ts) on a page: every block a React element, so its text
// is escaped and nothing stored can become markup.
import type { ReactNode } from "react";
import { Link } from "@/components/navigation/link";
import type { RichBlock, RichInline } from "@/shared/rich-text";

// Site paths written in the text ("/track", "/events?when=past") become links.
const SITE_PATH = /(^|[\s(«])(\/[a-z][a-z0-9\-/]*(?:\?[a-z0-9=&\-_]+)?)/g;
const LINK_LOOK = "font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** Plain words, with the site paths in them as links (LTR islands in the RTL text). */
export function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(SITE_PATH)) {
    const start = match.index + match[1]!.length;
    const path = match[2]!.replace(/[/-]+$/, "") || match[2]!;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <Link key={start} href={path} dir="ltr" className={LINK_LOOK}>
        {path}
      </Link>,
    );
    last = start + path.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

function Inline({ parts }: { parts: RichInline[] }) {
  return parts.map((part, i) => {
    const words = part.href ? part.text : linkify(part.text);
    const text = part.bold ? <strong className="font-extrabold">{words}</strong> : words;
    if (!part.href) return <span key={i}>{text}</span>;
    // Another site's page is not vouched for (nofollow), nor given this page (noopener, noreferrer).
    return part.href.startsWith("/") ? (
      <Link key={i} href={part.href} className={LINK_LOOK}>
        {text}
      </Link>
    ) : (
      <a key={i} href={part.href} rel="nofollow noopener noreferrer" className={LINK_LOOK}>
        {text}
      </a>
    );
  });
}

type Props = {
  blocks: RichBlock[];
  /** The level of the text's "##" headings ("###" one below): 2 on a content page, 3 under a section's h2. */
  headingLevel?: 2 | 3;
  className?: string;
};

/** Paragraphs, headings (with their anchors), lists, bold and links of a staff-written text. */
export function RichText({ blocks, headingLevel = 2, className = "" }: Props) {
  return (
    <div className={`grid gap-4 leading-8 text-ink ${className}`}>
      {blocks.map((block, i) => {
        if (block.type === "heading") {
          const level = headingLevel + block.level - 2;
          const Heading = level === 2 ? "h2" : level === 3 ? "h3" : "h4";
          return (
            <Heading
              key={i}
              id={block.id}
              className={`mt-4 scroll-mt-36 font-extrabold first:mt-0 ${level === 2 ? "text-xl" : "text-lg"}`}
            >
              <Inline parts={block.content} />
            </Heading>
          );
        }
        if (block.type === "list") {
          const List = block.ordered ? "ol" : "ul";
          return (
            <List
              key={i}
              className={`grid gap-2 ps-6 marker:text-brand-600 ${block.ordered ? "list-[persian]" : "list-disc"}`}
            >
              {block.items.map((item, j) => (
                <li key={j}>
                  <Inline parts={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={i}>
            <Inline parts={block.content} />
          </p>
        );
      })}
    </div>
  );
}
