// A question's answer as its page (app/(site)/faq/item/[cat_id]/[id]) and the desk's preview both
// draw it: the stored rich text (shared/rich-text.ts) on a card.
import { RichText } from "@/components/content/rich-text";
import { parseRichText } from "@/shared/rich-text";

export function FaqAnswer({ answer }: { answer: string }) {
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-5 md:p-7">
      <RichText blocks={parseRichText(answer)} headingLevel={3} className="text-lg" />
    </div>
  );
}
