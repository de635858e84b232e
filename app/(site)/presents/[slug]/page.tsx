import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { cache } from "react";
import { PageHeading } from "@/components/catalog/page-heading";
import { ShareLinks } from "@/components/share/share-links";
import { PresentPrice } from "@/components/presents/present-price";
import { Picture } from "@/components/ui/picture";
import { presentsApi } from "@/lib/api/resources/presents";
import { publicServerApi } from "@/lib/api/server";
import { formatJalaliDate } from "@/shared/format/date";
import { pageParam } from "@/lib/route-params";
import { excerpt, pageMetadata } from "@/lib/seo";
import { absoluteUrl } from "@/lib/site-url";

type Props = { params: Promise<{ slug: string }> };

// One API call per request, shared by the metadata and the page (and one counted view).
const loadPresent = cache((slug: string) => presentsApi.bySlug(publicServerApi(), slug, { page: true }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const present = await loadPresent(pageParam((await params).slug));
  return pageMetadata({ title: present.title, description: excerpt(present.summary), path: `/presents/${present.slug}`, image: present.image, type: "article" });
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-1 size-5 shrink-0 text-brand-700" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function InfoIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-1 size-5 shrink-0 text-amber-700" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 7.5v.5" strokeLinecap="round" />
    </svg>
  );
}

export default async function PresentPage({ params }: Props) {
  const present = await loadPresent(pageParam((await params).slug));
  const expired = present.is_expired;

  return (
    <>
      <PageHeading
        crumbs={[
          { href: "/presents", label: "پیشنهادها" },
          { href: `/presents/${present.slug}`, label: present.title },
        ]}
        title={present.title}
        lead={present.summary}
      >
        <ul className="mt-4 flex flex-wrap gap-2">
          <li>
            <Link href={`/presents?kind=${present.kind}`} className="block rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800 hover:bg-brand-200">
              {present.kind_label}
            </Link>
          </li>
        </ul>
      </PageHeading>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 md:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <Picture src={present.image} alt={`تصویر ${present.title}`} width={600} height={340} priority className="aspect-[16/9] w-full rounded-2xl" />

          <section aria-labelledby="about-title" className="mt-8">
            <h2 id="about-title" className="text-xl font-extrabold">
              درباره این پیشنهاد
            </h2>
            {present.description.split("\n").map((paragraph, i) => (
              <p key={i} className="mt-3 leading-8 text-ink">
                {paragraph}
              </p>
            ))}
          </section>

          {present.includes.length > 0 && (
            <section aria-labelledby="includes-title" className="mt-10">
              <h2 id="includes-title" className="text-xl font-extrabold">
                آنچه دریافت می‌کنید
              </h2>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {present.includes.map((item) => (
                  <li key={item} className="flex gap-2 rounded-2xl border border-brand-100 p-4 leading-7">
                    <CheckIcon />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {present.conditions.length > 0 && (
            <section aria-labelledby="conditions-title" className="mt-10">
              <h2 id="conditions-title" className="text-xl font-extrabold">
                شرایط استفاده
              </h2>
              <ul className="mt-4 grid gap-2">
                {present.conditions.map((condition) => (
                  <li key={condition} className="flex gap-2 leading-7 text-ink">
                    <InfoIcon />
                    {condition}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside aria-label="قیمت و مهلت پیشنهاد" className="order-first lg:sticky lg:top-32 lg:order-last lg:self-start">
          <div className="rounded-2xl border border-brand-100 bg-surface p-5">
            <dl className="grid gap-4">
              <div>
                <dt className="text-sm text-muted">هزینه</dt>
                <dd className="mt-1">
                  <PresentPrice present={present} size="lg" />
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">مهلت استفاده</dt>
                <dd className="mt-1 font-bold">{present.valid_until ? <time dateTime={present.valid_until}>تا {formatJalaliDate(present.valid_until)}</time> : "بدون محدودیت زمانی"}</dd>
              </div>
            </dl>
            {expired ? (
              <>
                <p className="mt-5 rounded-xl bg-amber-50 p-3 text-sm leading-6 text-amber-900">مهلت این پیشنهاد به پایان رسیده است. پیشنهادهای فعلی آوینوکس را ببینید.</p>
                <Link href="/presents" className="mt-3 flex justify-center rounded-xl border border-brand-300 bg-white px-4 py-2.5 font-bold text-brand-800 hover:bg-brand-50">
                  پیشنهادهای فعلی
                </Link>
              </>
            ) : (
              <>
                <Link href="/reservation" className="mt-5 flex justify-center rounded-xl bg-brand-700 px-4 py-3 font-bold text-white hover:bg-brand-800">
                  درخواست استفاده از این پیشنهاد
                </Link>
                <p className="mt-3 text-xs leading-6 text-muted">ثبت درخواست به معنی رزرو قطعی نیست؛ تیم آوینوکس درخواست را بررسی می‌کند و برای هماهنگی نهایی با شما تماس می‌گیرد.</p>
              </>
            )}
          </div>
          <div className="mt-4">
            <ShareLinks title={present.title} url={absoluteUrl(`/presents/${present.slug}`)} />
          </div>
        </aside>
      </div>
    </>
  );
}
