import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { PageHeading } from "@/components/catalog/page-heading";
import { AvailabilityBadge } from "@/components/freelancers/availability-badge";
import { SocialLinks } from "@/components/freelancers/social-links";
import { JsonLd } from "@/components/seo/json-ld";
import { Picture } from "@/components/ui/picture";
import { freelancersApi } from "@/lib/api/resources/freelancers";
import { publicServerApi } from "@/lib/api/server";
import type { Freelancer } from "@/shared/types/freelancers";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";
import { excerpt, pageMetadata } from "@/lib/seo";
import { absoluteUrl } from "@/lib/site-url";

type Props = { params: Promise<{ id: string }> };

/** Only a numeric id names a freelancer; anything else is a 404 without asking the API. */
function freelancerId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) notFound();
  return Number(raw);
}

// One API call per request, shared by the metadata and the page (and one counted view).
const loadFreelancer = cache((id: number) => freelancersApi.byId(publicServerApi(), id, "category", { page: true }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const freelancer = await loadFreelancer(freelancerId((await params).id));
  return pageMetadata({
    title: `${freelancer.name}، ${freelancer.title}`,
    description: excerpt(freelancer.bio),
    path: `/freelancers/${freelancer.id}`,
    image: freelancer.avatar,
    type: "profile",
  });
}

function freelancerJsonLd(freelancer: Freelancer) {
  const sameAs = Object.values(freelancer.social).filter(Boolean);
  return {
    "@type": "Person",
    name: freelancer.name,
    jobTitle: freelancer.title,
    description: freelancer.bio,
    image: absoluteUrl(freelancer.avatar),
    url: absoluteUrl(`/freelancers/${freelancer.id}`),
    address: { "@type": "PostalAddress", addressLocality: freelancer.city, addressCountry: "IR" },
    knowsAbout: freelancer.skills,
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export default async function FreelancerPage({ params }: Props) {
  const freelancer = await loadFreelancer(freelancerId((await params).id));

  return (
    <>
      <JsonLd data={freelancerJsonLd(freelancer)} />
      <PageHeading
        crumbs={[
          { href: "/freelancers", label: "فریلنسرها" },
          { href: `/freelancers/${freelancer.id}`, label: freelancer.name },
        ]}
        title={freelancer.name}
        lead={freelancer.title}
      >
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <AvailabilityBadge available={freelancer.available} className="text-sm" />
          {freelancer.category && (
            <Link href={`/freelancers?category=${encodeURIComponent(freelancer.category.slug)}`} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800 hover:bg-brand-200">
              {freelancer.category.name}
            </Link>
          )}
        </div>
      </PageHeading>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 md:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
            <Picture src={freelancer.avatar} alt={`تصویر ${freelancer.name}`} width={160} height={160} priority className="size-40 shrink-0 rounded-full" />
            <section aria-labelledby="about-title" className="min-w-0">
              <h2 id="about-title" className="text-xl font-extrabold">
                درباره {freelancer.name}
              </h2>
              {freelancer.bio.split("\n").map((paragraph, i) => (
                <p key={i} className="mt-3 leading-8 text-ink">
                  {paragraph}
                </p>
              ))}
            </section>
          </div>

          {freelancer.skills.length > 0 && (
            <section aria-labelledby="skills-title" className="mt-10">
              <h2 id="skills-title" className="text-xl font-extrabold">
                مهارت‌ها
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {freelancer.skills.map((skill) => (
                  <li key={skill} className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-900">
                    {skill}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {Object.keys(freelancer.social).length > 0 && (
            <section aria-labelledby="social-title" className="mt-10 max-w-xl">
              <h2 id="social-title" className="text-xl font-extrabold">
                شبکه‌های اجتماعی
              </h2>
              <div className="mt-4">
                <SocialLinks social={freelancer.social} />
              </div>
            </section>
          )}
        </div>

        <aside aria-label="خلاصه فریلنسر" className="order-first lg:sticky lg:top-32 lg:order-last lg:self-start">
          <div className="rounded-2xl border border-brand-100 bg-surface p-5">
            <dl className="grid gap-4">
              <div>
                <dt className="text-sm text-muted">نرخ ساعتی</dt>
                <dd className="mt-1 font-bold text-brand-800">{formatToman(freelancer.hourly_rate)}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">سابقه کار</dt>
                <dd className="mt-1 font-bold">{toPersianDigits(freelancer.years_of_experience)} سال</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">شهر</dt>
                <dd className="mt-1 font-bold">{freelancer.city}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">وضعیت همکاری</dt>
                <dd className="mt-1 font-bold">{freelancer.available ? "آماده پذیرش پروژه جدید" : "فعلاً پروژه جدید نمی‌پذیرد"}</dd>
              </div>
            </dl>
            {freelancer.resume_url && (
              <a href={freelancer.resume_url} target="_blank" rel="noopener" className="mt-5 flex justify-center rounded-xl bg-brand-700 px-4 py-3 font-bold text-white hover:bg-brand-800">
                مشاهده رزومه
              </a>
            )}
          </div>
          <div className="mt-4 rounded-2xl border border-dashed border-brand-200 p-5">
            <p className="font-bold">شما هم فریلنسر هستید؟</p>
            <Link href="/freelancers/request" className="mt-2 inline-block text-sm font-bold text-brand-700 underline underline-offset-4">
              به جامعه فریلنسرها بپیوندید
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}
