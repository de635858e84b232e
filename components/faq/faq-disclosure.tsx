import { Link } from "@/components/navigation/link";
import { faqItemPath, type FaqItem } from "@/shared/types/faq";
import { RichText } from "@/components/content/rich-text";
import { parseRichText } from "@/shared/rich-text";
import { LineIcon } from "@/components/icons/line-icon";

/** One question as a native disclosure (keyboard and screen-reader friendly with no script). */
export function FaqDisclosure({ item }: { item: FaqItem }) {
  return (
    <details
      id={`faq-${item.id}`}
      className="group scroll-mt-36 rounded-2xl border border-brand-100 bg-white open:border-brand-300 open:shadow-sm"
    >
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl p-4 leading-7 font-bold hover:bg-brand-50 md:p-5 [&::-webkit-details-marker]:hidden">
        <span>{item.question}</span>
        <LineIcon
          className="mt-1 size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
          strokeWidth="2.5"
        >
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </LineIcon>
      </summary>
      <div className="border-t border-brand-100 px-4 pt-4 pb-5 md:px-5">
        <RichText blocks={parseRichText(item.answer)} headingLevel={3} />
        <Link
          href={faqItemPath(item)}
          className="mt-4 inline-block text-sm font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          صفحه این پرسش
          <span className="sr-only">: {item.question}</span>
        </Link>
      </div>
    </details>
  );
}

/** A category's questions, one disclosure each. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item.id}>
          <FaqDisclosure item={item} />
        </li>
      ))}
    </ul>
  );
}
