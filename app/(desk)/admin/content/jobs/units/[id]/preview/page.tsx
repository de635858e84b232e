import type { Metadata } from "next";
import { toPersianDigits } from "@/shared/format/digits";
import { DESK_KINDS } from "../../../../desk-kinds";
import { contentPreviewPage, previewMetadata } from "../../../../item-pages";

export const metadata: Metadata = previewMetadata("واحد");

// A career unit as its positions' pages show it, whatever its state (a draft too): the "about the
// unit" box with its name, description and the link to its positions. Never indexed.
export default contentPreviewPage({
  kind: DESK_KINDS.job_units,
  notice: "واحد در صفحه هر موقعیتش چنین دیده می‌شود.",
  show: (item) => (
    <section aria-labelledby="unit-title" className="rounded-2xl border border-brand-100 bg-white p-5">
      <h1 id="unit-title" className="text-lg font-extrabold">
        درباره {item.name}
      </h1>
      <p className="mt-2 leading-8 text-muted">{item.description}</p>
      <p className="mt-3 font-bold text-brand-700">
        همه فرصت‌های {item.name} ({toPersianDigits(item.open_positions_count)} موقعیت باز در سایت)
      </p>
    </section>
  ),
});
