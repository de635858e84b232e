import type { Metadata } from "next";
import { PageHeading } from "@/components/catalog/page-heading";
import { DetailSection, TextListSection } from "@/components/catalog/detail-page";
import { stateSentence } from "@/components/desk/content/content-state";
import { Link } from "@/components/navigation/link";
import { PresentPrice } from "@/components/presents/present-price";
import { Fact } from "@/components/ui/fact";
import { Picture } from "@/components/ui/picture";
import { contentPresentPath, contentPresentsApi, contentPresentsPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/lib/api/server";
import { requireStaff } from "@/lib/auth/staff";
import { pageIdParam } from "@/lib/route-params";
import { formatJalaliDate } from "@/shared/format/date";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش پیشنهاد", robots: { index: false, follow: false } };

const rial = (toman: number | null) => (toman === null ? null : toman * 10);

// A present as its public page will show it, whatever its state (a draft too): its image with its
// text alternative, its description drawn by the public page's own rich-text section, what it
// includes and its conditions, its price (drawn by the site's own price) and its last day. Never indexed.
export default async function PresentPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentPresentsPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const present = await contentPresentsApi.get(await authServerApi(), id, { page: true });
  const imageAlt = present.image_alt ?? `تصویر ${present.title}`;
  const price = { price: rial(present.price_toman), original_price: rial(present.original_price_toman) };
  const discount =
    price.price !== null && price.original_price !== null && price.original_price > price.price
      ? Math.round((1 - price.price / price.original_price) * 100)
      : null;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <p className="font-bold">پیش‌نمایش: پیشنهاد با این متن چنین دیده می‌شود. {stateSentence(present)}</p>
        <Link href={contentPresentPath(id)} className="rounded font-bold underline underline-offset-4">
          بازگشت به ویرایش
        </Link>
      </div>
      <div className="overflow-hidden rounded-2xl border border-brand-100 bg-white">
        <PageHeading
          crumbs={[
            { href: "/presents", label: "پیشنهادها" },
            { href: present.url, label: present.title },
          ]}
          title={present.title}
          lead={present.summary}
        />
        <div className="grid gap-8 px-4 py-8 md:grid-cols-[minmax(0,1fr)_18rem] md:px-6">
          <article aria-label="درباره این پیشنهاد">
            <Picture
              src={present.image}
              alt={imageAlt}
              width={600}
              height={340}
              className="aspect-[16/9] w-full rounded-2xl"
            />
            <DetailSection id="about" title="درباره این پیشنهاد" className="mt-8" text={present.description} />
            <TextListSection id="includes" title="آنچه دریافت می‌کنید" items={present.includes} look="included" />
            <TextListSection id="conditions" title="شرایط استفاده" items={present.conditions} look="conditions" />
          </article>
          <dl
            aria-label="قیمت و مهلت پیشنهاد"
            className="grid content-start gap-4 rounded-2xl border border-brand-100 p-4"
          >
            <Fact label="نوع">{present.kind_label}</Fact>
            <Fact label="هزینه" look="plain">
              <PresentPrice
                present={{ ...present, ...price, image_alt: imageAlt, discount_percent: discount, view_count: 0 }}
                size="lg"
              />
            </Fact>
            <Fact label="مهلت استفاده">
              {present.valid_until ? `تا ${formatJalaliDate(present.valid_until)}` : "بدون محدودیت زمانی"}
            </Fact>
          </dl>
        </div>
      </div>
    </div>
  );
}
