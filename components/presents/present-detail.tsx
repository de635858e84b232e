// A present's page, as the public page (app/(site)/presents/[slug]) and the desk's preview both draw
// it: the image, the description, what it includes and its conditions, and the facts of the side
// panel.
import { DetailCover, DetailSection, TextListSection } from "@/components/catalog/detail-page";
import { Fact } from "@/components/ui/fact";
import { formatJalaliDate } from "@/shared/format/date";
import type { PresentDetail, PresentSummary } from "@/shared/types/presents";
import { PresentPrice } from "./present-price";

type AboutProps = { present: Pick<PresentDetail, "image" | "image_alt" | "description" | "includes" | "conditions"> };

/** The image with its text alternative, the description, what it includes and its conditions. */
export function PresentAbout({ present }: AboutProps) {
  return (
    <>
      <DetailCover src={present.image} alt={present.image_alt} />

      <DetailSection id="about" title="درباره این پیشنهاد" className="mt-8" text={present.description} />

      <TextListSection id="includes" title="آنچه دریافت می‌کنید" items={present.includes} look="included" />
      <TextListSection id="conditions" title="شرایط استفاده" items={present.conditions} look="conditions" />
    </>
  );
}

type FactsProps = {
  present: PresentSummary;
  /** Its kind's name, first (the preview, which has no chips for it). */
  kindLabel?: string;
};

/** The Facts of a present (inside a <dl>): its price (in rial, as the public API answers it) and its last day. */
export function PresentFacts({ present, kindLabel }: FactsProps) {
  return (
    <>
      {kindLabel !== undefined && <Fact label="نوع">{kindLabel}</Fact>}
      <Fact label="هزینه" look="plain">
        <PresentPrice present={present} size="lg" />
      </Fact>
      <Fact label="مهلت استفاده">
        {present.valid_until ? (
          <time dateTime={present.valid_until}>تا {formatJalaliDate(present.valid_until)}</time>
        ) : (
          "بدون محدودیت زمانی"
        )}
      </Fact>
    </>
  );
}
