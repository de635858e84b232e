import { Link } from "@/components/navigation/link";
import { BusinessAbout, BusinessFacts } from "@/components/businesses/business-detail";
import { Chip, Chips, DetailPage } from "@/components/catalog/detail-page";
import { PanelShare, SidePanel } from "@/components/layout/side-panel";
import { entryBySlug } from "@/components/catalog/detail-entry";
import { businessesApi } from "@/lib/api/resources/businesses";
import { publicServerApi } from "@/render/api";
import type { BusinessDetail } from "@/shared/types/businesses";
import { excerpt } from "@/lib/seo";
import { absoluteUrl } from "@/render/site-url";
import { sharedPage } from "@/render/page-rule";
import { entryMetadata } from "@/render/entry-metadata";

const EXPAND = "stats,galleries,timeLines,timeLines.items,members";

type Props = { params: Promise<{ slug: string }> };

const businessPath = (slug: string) => `/businesses/${slug}`;

// One API call per request, shared by the metadata and the page (and one counted view). A slug the
// business had before the content desk changed it redirects permanently to the current one.
const loadBusiness = entryBySlug(
  (slug) => businessesApi.bySlug(publicServerApi(), slug, EXPAND, { page: true }),
  businessPath,
);

export const generateMetadata = entryMetadata(loadBusiness, (business) => ({
  title: business.name,
  description: excerpt(`${business.name}: ${business.tagline}`),
  path: businessPath(business.slug),
  image: business.cover,
  type: "profile",
}));

function businessJsonLd(business: BusinessDetail) {
  return {
    "@type": "Organization",
    name: business.name,
    description: business.tagline,
    url: business.website ?? absoluteUrl(`/businesses/${business.slug}`),
    logo: absoluteUrl(business.logo),
    image: absoluteUrl(business.cover),
    address: { "@type": "PostalAddress", addressLocality: business.city, addressRegion: "کرمان", addressCountry: "IR" },
    member: (business.members ?? []).map((m) => ({ "@type": "Person", name: m.name, jobTitle: m.role })),
  };
}

async function BusinessPage({ params }: Props) {
  const business = await loadBusiness(params);
  const stats = business.stats ?? [];
  const galleries = business.galleries ?? [];
  const timelines = business.timeLines ?? [];
  const members = business.members ?? [];
  const path = businessPath(business.slug);

  return (
    <DetailPage
      jsonLd={businessJsonLd(business)}
      list={{ href: "/businesses", label: "کسب‌وکارها" }}
      path={path}
      title={business.name}
      lead={business.tagline}
      chips={
        <Chips>
          <Chip href={`/businesses?category=${encodeURIComponent(business.category)}`}>{business.category}</Chip>
          <Chip look="outline" href={`/businesses?stage=${encodeURIComponent(business.stage)}`}>
            مرحله: {business.stage_label}
          </Chip>
        </Chips>
      }
      panel={
        <SidePanel
          label={`مشخصات ${business.name}`}
          first={false}
          sticky
          bordered
          after={
            <>
              <PanelShare title={business.name} path={path} />
              <div className="rounded-2xl bg-brand-900 p-5 text-white">
                <p className="text-lg font-extrabold">می‌خواهید کسب‌وکار شما هم اینجا باشد؟</p>
                <p className="mt-2 text-sm leading-6 text-brand-50">
                  ایده‌تان را ثبت کنید تا تیم شتاب‌دهی آوینوکس آن را بررسی کند.
                </p>
                <Link
                  href="/submit-idea"
                  className="mt-4 flex justify-center rounded-xl bg-white px-4 py-2.5 font-bold text-brand-900 hover:bg-brand-50"
                >
                  ثبت ایده
                </Link>
              </div>
            </>
          }
        >
          <dl className="grid gap-4">
            <BusinessFacts business={business} />
          </dl>
        </SidePanel>
      }
    >
      <BusinessAbout business={business} stats={stats} gallery={galleries} timelines={timelines} members={members} />
    </DetailPage>
  );
}

export default sharedPage(BusinessPage);
