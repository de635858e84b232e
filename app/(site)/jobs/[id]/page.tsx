import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { PageHeading } from "@/components/catalog/page-heading";
import { experienceText, jobTypeLabel, salaryText } from "@/components/jobs/job-format";
import { JsonLd } from "@/components/seo/json-ld";
import { jobsApi } from "@/lib/api/resources/jobs";
import { publicServerApi } from "@/lib/api/server";
import type { JobPosition } from "@/shared/types/jobs";
import { formatJalaliDate } from "@/shared/format/date";
import { excerpt, pageMetadata } from "@/lib/seo";
import { site } from "@/shared/site";
import { absoluteUrl } from "@/lib/site-url";

type Props = { params: Promise<{ id: string }> };

// One API call per request, shared by the metadata and the page (and one counted view). Only
// numeric ids exist: anything else is a 404 without asking the API.
const loadJob = cache((raw: string) => {
  if (!/^\d{1,9}$/.test(raw)) notFound();
  return jobsApi.byId(publicServerApi(), Number(raw), "unit", { page: true });
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await loadJob((await params).id);
  const unit = job.unit ? ` در ${job.unit.name}` : "";
  return pageMetadata({
    title: `${job.title}${unit}`,
    description: excerpt(`${jobTypeLabel(job.type)}، ${job.city}. ${job.summary}`),
    path: `/jobs/${job.id}`,
    image: job.image,
    type: "article",
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const EMPLOYMENT_TYPES: Record<string, string[]> = {
  "full-time": ["FULL_TIME"],
  "part-time": ["PART_TIME"],
  internship: ["INTERN"],
  remote: ["FULL_TIME", "TELECOMMUTE"],
};

function jobPostingJsonLd(job: JobPosition) {
  const list = (title: string, items: string[]) => (items.length ? `<h3>${escapeHtml(title)}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : "");
  const description =
    job.description
      .split("\n")
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join("") +
    list("شرایط احراز", job.requirements) +
    list("مزایا", job.benefits);
  const remote = job.type === "remote";
  return {
    "@type": "JobPosting",
    title: job.title,
    description,
    datePosted: job.posted_at,
    ...(job.expires_at ? { validThrough: job.expires_at } : {}),
    employmentType: EMPLOYMENT_TYPES[job.type] ?? ["OTHER"],
    hiringOrganization: { "@type": "Organization", name: site.brand, sameAs: absoluteUrl("/"), logo: absoluteUrl("/icon.svg") },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: job.city, addressRegion: "کرمان", addressCountry: "IR" },
    },
    ...(remote ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "IR" } } : {}),
    ...(job.salary_min || job.salary_max
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "IRR",
            value: {
              "@type": "QuantitativeValue",
              ...(job.salary_min ? { minValue: job.salary_min } : {}),
              ...(job.salary_max ? { maxValue: job.salary_max } : {}),
              unitText: "MONTH",
            },
          },
        }
      : {}),
    experienceRequirements: job.experience_years ? { "@type": "OccupationalExperienceRequirements", monthsOfExperience: job.experience_years * 12 } : "no requirements",
    industry: job.unit?.name,
    url: absoluteUrl(`/jobs/${job.id}`),
    identifier: { "@type": "PropertyValue", name: site.brand, value: String(job.id) },
  };
}

export default async function JobPage({ params }: Props) {
  const job = await loadJob((await params).id);
  const expired = job.is_expired;
  return (
    <>
      <JsonLd data={jobPostingJsonLd(job)} />
      <PageHeading
        crumbs={[
          { href: "/jobs", label: "فرصت‌های شغلی" },
          { href: `/jobs/${job.id}`, label: job.title },
        ]}
        title={job.title}
        lead={job.summary}
      >
        <ul className="mt-4 flex flex-wrap gap-2">
          {job.unit && (
            <li>
              <Link href={`/jobs?unit=${job.unit.slug}`} className="block rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800 hover:bg-brand-200">
                {job.unit.name}
              </Link>
            </li>
          )}
          <li className="rounded-full border border-brand-200 bg-white px-3 py-1 text-sm text-brand-800">{jobTypeLabel(job.type)}</li>
          <li className="rounded-full border border-brand-200 bg-white px-3 py-1 text-sm text-brand-800">{job.city}</li>
        </ul>
      </PageHeading>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 md:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <section aria-labelledby="description-title">
            <h2 id="description-title" className="text-xl font-extrabold">
              شرح موقعیت
            </h2>
            {job.description.split("\n").map((paragraph, i) => (
              <p key={i} className="mt-3 leading-8 text-ink">
                {paragraph}
              </p>
            ))}
          </section>

          {job.requirements.length > 0 && (
            <section aria-labelledby="requirements-title" className="mt-10">
              <h2 id="requirements-title" className="text-xl font-extrabold">
                شرایط احراز
              </h2>
              <ul className="mt-4 grid list-disc gap-2 ps-6 leading-8 marker:text-brand-700">
                {job.requirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          )}

          {job.benefits.length > 0 && (
            <section aria-labelledby="benefits-title" className="mt-10">
              <h2 id="benefits-title" className="text-xl font-extrabold">
                مزایا
              </h2>
              <ul className="mt-4 grid gap-3 md:grid-cols-2">
                {job.benefits.map((item) => (
                  <li key={item} className="flex items-start gap-2 rounded-xl bg-brand-50 p-3 leading-7">
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 size-4 shrink-0 text-brand-700" fill="currentColor">
                      <path d="M8 13.6 4.4 10l-1.4 1.4L8 16.4l9-9L15.6 6z" />
                    </svg>
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {job.unit && (
            <section aria-labelledby="unit-title" className="mt-10 rounded-2xl border border-brand-100 p-5">
              <h2 id="unit-title" className="text-lg font-extrabold">
                درباره {job.unit.name}
              </h2>
              <p className="mt-2 leading-8 text-muted">{job.unit.description}</p>
              <Link href={`/jobs?unit=${job.unit.slug}`} className="mt-3 inline-block font-bold text-brand-700 underline underline-offset-4">
                همه فرصت‌های {job.unit.name}
              </Link>
            </section>
          )}
        </div>

        <aside aria-label="خلاصه موقعیت شغلی" className="order-first lg:sticky lg:top-32 lg:order-last lg:self-start">
          <div className="rounded-2xl border border-brand-100 bg-surface p-5">
            <dl className="grid gap-4">
              <div>
                <dt className="text-sm text-muted">نوع همکاری</dt>
                <dd className="mt-1 font-bold">{jobTypeLabel(job.type)}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">محل کار</dt>
                <dd className="mt-1 font-bold">{job.type === "remote" ? `دورکاری (تیم مستقر در ${job.city})` : job.city}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">سابقه کار</dt>
                <dd className="mt-1 font-bold">{experienceText(job.experience_years)}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">حقوق ماهانه</dt>
                <dd className="mt-1 font-bold text-brand-800">{salaryText(job.salary_min, job.salary_max)}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">تاریخ انتشار</dt>
                <dd className="mt-1 font-bold">{formatJalaliDate(job.posted_at)}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">مهلت ارسال رزومه</dt>
                <dd className="mt-1 font-bold">{job.expires_at ? formatJalaliDate(job.expires_at) : "تا تکمیل ظرفیت"}</dd>
              </div>
            </dl>
            {expired ? (
              <p className="mt-5 rounded-xl bg-amber-50 p-3 text-sm leading-6 text-amber-900">
                مهلت ارسال رزومه برای این موقعیت به پایان رسیده است.{" "}
                <Link href="/jobs" className="font-bold underline underline-offset-4">
                  فرصت‌های باز را ببینید
                </Link>
                .
              </p>
            ) : (
              <Link href={jobsApi.resumePath(job.id)} className="mt-5 flex justify-center rounded-xl bg-brand-700 px-4 py-3 font-bold text-white hover:bg-brand-800">
                ارسال رزومه
              </Link>
            )}
          </div>
        </aside>
      </div>
    </>
  );
}
