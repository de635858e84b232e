import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { PageHeading } from "@/components/catalog/page-heading";
import { JsonLd } from "@/components/seo/json-ld";
import { Picture } from "@/components/ui/picture";
import { mentorsApi } from "@/lib/api/resources/mentors";
import { publicServerApi } from "@/lib/api/server";
import type { Mentor } from "@/shared/types/mentors";
import { formatNumberFa, formatToman } from "@/shared/format/number";
import { toPersianDigits } from "@/shared/format/digits";
import { excerpt, pageMetadata } from "@/lib/seo";
import { absoluteUrl } from "@/lib/site-url";

type Props = { params: Promise<{ id: string }> };

/** Only a numeric id names a mentor; anything else is a 404 without asking the API. */
function mentorId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) notFound();
  return Number(raw);
}

// One API call per request, shared by the metadata and the page (and one counted view).
const loadMentor = cache((id: number) => mentorsApi.byId(publicServerApi(), id, "category", { page: true }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const mentor = await loadMentor(mentorId((await params).id));
  return pageMetadata({
    title: `${mentor.name}، ${mentor.title}`,
    description: excerpt(mentor.bio),
    path: `/mentors/${mentor.id}`,
    image: mentor.avatar,
    type: "profile",
  });
}

function mentorJsonLd(mentor: Mentor) {
  return {
    "@type": "Person",
    name: mentor.name,
    jobTitle: mentor.title,
    description: mentor.bio,
    image: absoluteUrl(mentor.avatar),
    url: absoluteUrl(`/mentors/${mentor.id}`),
    ...(mentor.company ? { worksFor: { "@type": "Organization", name: mentor.company } } : {}),
    ...(mentor.linkedin ? { sameAs: [mentor.linkedin] } : {}),
    knowsAbout: mentor.topics,
  };
}

export default async function MentorPage({ params }: Props) {
  const mentor = await loadMentor(mentorId((await params).id));
  const role = mentor.company ? `${mentor.title} در ${mentor.company}` : mentor.title;

  return (
    <>
      <JsonLd data={mentorJsonLd(mentor)} />
      <PageHeading
        crumbs={[
          { href: "/mentors", label: "منتورها" },
          { href: `/mentors/${mentor.id}`, label: mentor.name },
        ]}
        title={mentor.name}
        lead={role}
      >
        {mentor.category && (
          <p className="mt-4">
            <Link
              href={`/mentors?category=${encodeURIComponent(mentor.category.slug)}`}
              className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800 hover:bg-brand-200"
            >
              {mentor.category.name}
            </Link>
          </p>
        )}
      </PageHeading>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 md:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
            <Picture src={mentor.avatar} alt={`تصویر ${mentor.name}`} width={160} height={160} priority className="size-40 shrink-0 rounded-full" />
            <section aria-labelledby="about-title" className="min-w-0">
              <h2 id="about-title" className="text-xl font-extrabold">
                درباره {mentor.name}
              </h2>
              {mentor.bio.split("\n").map((paragraph, i) => (
                <p key={i} className="mt-3 leading-8 text-ink">
                  {paragraph}
                </p>
              ))}
            </section>
          </div>

          {mentor.topics.length > 0 && (
            <section aria-labelledby="topics-title" className="mt-10">
              <h2 id="topics-title" className="text-xl font-extrabold">
                موضوع‌های مشاوره
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {mentor.topics.map((topic) => (
                  <li key={topic} className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-900">
                    {topic}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside aria-label="خلاصه منتور" className="order-first lg:sticky lg:top-32 lg:order-last lg:self-start">
          <div className="rounded-2xl border border-brand-100 bg-surface p-5">
            <dl className="grid gap-4">
              <div>
                <dt className="text-sm text-muted">سمت</dt>
                <dd className="mt-1 font-bold">{mentor.title}</dd>
                {mentor.company && <dd className="mt-1 text-sm text-muted">{mentor.company}</dd>}
              </div>
              <div>
                <dt className="text-sm text-muted">سابقه کار</dt>
                <dd className="mt-1 font-bold">{toPersianDigits(mentor.years_of_experience)} سال</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">هزینه هر جلسه</dt>
                <dd className="mt-1 font-bold text-brand-800">{formatToman(mentor.session_price, { freeLabel: true })}</dd>
              </div>
              {mentor.sessions_count > 0 && (
                <div>
                  <dt className="text-sm text-muted">جلسه‌های برگزارشده</dt>
                  <dd className="mt-1 font-bold">{formatNumberFa(mentor.sessions_count)} جلسه</dd>
                </div>
              )}
              {mentor.linkedin && (
                <div>
                  <dt className="text-sm text-muted">لینکدین</dt>
                  <dd className="mt-1">
                    <a href={mentor.linkedin} target="_blank" rel="noopener noreferrer" dir="ltr" className="text-sm font-bold break-all text-brand-700 underline underline-offset-4">
                      {mentor.linkedin.replace(/^https:\/\/(www\.)?/, "")}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
            <Link href={`/mentors/${mentor.id}/mentor-request`} className="mt-5 flex justify-center rounded-xl bg-brand-700 px-4 py-3 font-bold text-white hover:bg-brand-800">
              درخواست جلسه با این منتور
            </Link>
            <p className="mt-3 text-xs leading-6 text-muted">درخواست شما رزرو قطعی نیست؛ تیم آوینوکس آن را بررسی می‌کند و برای هماهنگی زمان جلسه با شما تماس می‌گیرد.</p>
          </div>
          <div className="mt-4 rounded-2xl border border-dashed border-brand-200 p-5">
            <p className="font-bold">تجربه‌ای برای به اشتراک گذاشتن دارید؟</p>
            <Link href="/mentors/join" className="mt-2 inline-block text-sm font-bold text-brand-700 underline underline-offset-4">
              می‌خواهید منتور شوید؟
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}
