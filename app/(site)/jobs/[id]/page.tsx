import { Link } from "@/components/navigation/link";
import { Chip, Chips, DetailPage } from "@/components/catalog/detail-page";
import { JobDescription, JobFacts } from "@/components/jobs/job-detail";
import { jobTypeLabel } from "@/components/jobs/job-format";
import { PanelAction, SidePanel } from "@/components/layout/side-panel";
import { entryById } from "@/components/catalog/detail-entry";
import { jobsApi } from "@/lib/api/resources/jobs";
import { publicServerApi } from "@/render/api";
import type { JobPosition } from "@/shared/types/jobs";
import { excerpt } from "@/lib/seo";
import { inlineWords, parseRichText } from "@/shared/rich-text";
import { site } from "@/shared/site";
import { absoluteUrl } from "@/render/site-url";
import { sharedPage } from "@/render/page-rule";
import { entryMetadata } from "@/render/entry-metadata";

type Props = { params: Promise<{ id: string }> };

// One API call per request, shared by the metadata and the page (and one counted view).
const loadJob = entryById((id) => jobsApi.byId(publicServerApi(), id, "unit", { page: true }));

export const generateMetadata = entryMetadata(loadJob, (job) => {
  const unit = job.unit ? ` در ${job.unit.name}` : "";
  return {
    title: `${job.title}${unit}`,
    description: excerpt(`${jobTypeLabel(job.type)}، ${job.city}. ${job.summary}`),
    path: `/jobs/${job.id}`,
    image: job.image,
    type: "article",
  };
});

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const EMPLOYMENT_TYPES: Record<string, string[]> = {
  "full-time": ["FULL_TIME"],
  "part-time": ["PART_TIME"],
  internship: ["INTERN"],
  remote: ["FULL_TIME", "TELECOMMUTE"],
};

function jobPostingJsonLd(job: JobPosition) {
  const list = (title: string, items: string[]) =>
    items.length
      ? `<h3>${escapeHtml(title)}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`
      : "";
  const description =
    parseRichText(job.description, "paragraph")
      .map((block) =>
        block.type === "list"
          ? `<ul>${block.items.map((item) => `<li>${escapeHtml(inlineWords(item))}</li>`).join("")}</ul>`
          : `<p>${escapeHtml(inlineWords(block.content))}</p>`,
      )
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
    hiringOrganization: {
      "@type": "Organization",
      name: site.brand,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/icon.svg"),
    },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: job.city, addressRegion: "کرمان", addressCountry: "IR" },
    },
    ...(remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "IR" } }
      : {}),
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
    experienceRequirements: job.experience_years
      ? { "@type": "OccupationalExperienceRequirements", monthsOfExperience: job.experience_years * 12 }
      : "no requirements",
    industry: job.unit?.name,
    url: absoluteUrl(`/jobs/${job.id}`),
    identifier: { "@type": "PropertyValue", name: site.brand, value: String(job.id) },
  };
}

async function JobPage({ params }: Props) {
  const job = await loadJob(params);
  const expired = job.is_expired;
  return (
    <DetailPage
      jsonLd={jobPostingJsonLd(job)}
      list={{ href: "/jobs", label: "فرصت‌های شغلی" }}
      path={`/jobs/${job.id}`}
      title={job.title}
      lead={job.summary}
      chips={
        <Chips>
          {job.unit && <Chip href={`/jobs?unit=${job.unit.slug}`}>{job.unit.name}</Chip>}
          <Chip look="outline">{jobTypeLabel(job.type)}</Chip>
          <Chip look="outline">{job.city}</Chip>
        </Chips>
      }
      panel={
        <SidePanel label="خلاصه موقعیت شغلی" sticky bordered>
          <dl className="grid gap-4">
            <JobFacts job={job} postedAt={job.posted_at} />
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
            <PanelAction href={jobsApi.resumePath(job.id)}>ارسال رزومه</PanelAction>
          )}
        </SidePanel>
      }
    >
      <JobDescription job={job} />

      {job.unit && (
        <section aria-labelledby="unit-title" className="mt-10 rounded-2xl border border-brand-100 p-5">
          <h2 id="unit-title" className="text-lg font-extrabold">
            درباره {job.unit.name}
          </h2>
          <p className="mt-2 leading-8 text-muted">{job.unit.description}</p>
          <Link
            href={`/jobs?unit=${job.unit.slug}`}
            className="mt-3 inline-block font-bold text-brand-700 underline underline-offset-4"
          >
            همه فرصت‌های {job.unit.name}
          </Link>
        </section>
      )}
    </DetailPage>
  );
}

export default sharedPage(JobPage);
