import { Link } from "@/components/navigation/link";
import { Chip, Chips, DetailPage } from "@/components/catalog/detail-page";
import { PanelAction, PanelShare, SidePanel } from "@/components/layout/side-panel";
import { PresentAbout, PresentFacts } from "@/components/presents/present-detail";
import { entryBySlug } from "@/components/catalog/detail-entry";
import { presentsApi } from "@/lib/api/resources/presents";
import { publicServerApi } from "@/render/api";
import { excerpt } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";
import { entryMetadata } from "@/render/entry-metadata";

type Props = { params: Promise<{ slug: string }> };

const presentPath = (slug: string) => `/presents/${slug}`;

// One API call per request, shared by the metadata and the page (and one counted view). A slug the
// present had before the content desk changed it redirects permanently to the current one.
const loadPresent = entryBySlug((slug) => presentsApi.bySlug(publicServerApi(), slug, { page: true }), presentPath);

export const generateMetadata = entryMetadata(loadPresent, (present) => ({
  title: present.title,
  description: excerpt(present.summary),
  path: `/presents/${present.slug}`,
  image: present.image,
  type: "article",
}));

async function PresentPage({ params }: Props) {
  const present = await loadPresent(params);
  const expired = present.is_expired;

  const path = `/presents/${present.slug}`;

  return (
    <DetailPage
      list={{ href: "/presents", label: "پیشنهادها" }}
      path={path}
      title={present.title}
      lead={present.summary}
      chips={
        <Chips>
          <Chip href={`/presents?kind=${present.kind}`}>{present.kind_label}</Chip>
        </Chips>
      }
      panel={
        <SidePanel label="قیمت و مهلت پیشنهاد" sticky bordered after={<PanelShare title={present.title} path={path} />}>
          <dl className="grid gap-4">
            <PresentFacts present={present} />
          </dl>
          {expired ? (
            <>
              <p className="mt-5 rounded-xl bg-amber-50 p-3 text-sm leading-6 text-amber-900">
                مهلت این پیشنهاد به پایان رسیده است. پیشنهادهای فعلی آوینوکس را ببینید.
              </p>
              <Link
                href="/presents"
                className="mt-3 flex justify-center rounded-xl border border-brand-300 bg-white px-4 py-2.5 font-bold text-brand-800 hover:bg-brand-50"
              >
                پیشنهادهای فعلی
              </Link>
            </>
          ) : (
            <PanelAction
              href="/reservation"
              note="ثبت درخواست به معنی رزرو قطعی نیست؛ تیم آوینوکس درخواست را بررسی می‌کند و برای هماهنگی نهایی با شما تماس می‌گیرد."
            >
              درخواست استفاده از این پیشنهاد
            </PanelAction>
          )}
        </SidePanel>
      }
    >
      <PresentAbout present={present} />
    </DetailPage>
  );
}

export default sharedPage(PresentPage);
