import type { Metadata } from "next";
import { PageHeading } from "@/components/catalog/page-heading";
import { DetailSection, TextListSection } from "@/components/catalog/detail-page";
import { stateSentence } from "@/components/desk/content/content-state";
import { Link } from "@/components/navigation/link";
import { Fact } from "@/components/ui/fact";
import { Picture } from "@/components/ui/picture";
import { contentMentorPath, contentMentorsApi, contentMentorsPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/lib/api/server";
import { requireStaff } from "@/lib/auth/staff";
import { pageIdParam } from "@/lib/route-params";
import { toPersianDigits } from "@/shared/format/digits";
import { formatNumberFa, formatToman } from "@/shared/format/number";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش نمایه منتور", robots: { index: false, follow: false } };

// A mentor's profile as its public page will show it, whatever its state (a draft too): the avatar
// with its text alternative, the bio drawn by the public page's own rich-text section, the topics
// and the facts of the side panel. Never indexed.
export default async function MentorPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentMentorsPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const mentor = await contentMentorsApi.get(await authServerApi(), id, { page: true });
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <p className="font-bold">پیش‌نمایش: نمایه منتور با این متن چنین دیده می‌شود. {stateSentence(mentor)}</p>
        <Link href={contentMentorPath(id)} className="rounded font-bold underline underline-offset-4">
          بازگشت به ویرایش
        </Link>
      </div>
      <div className="overflow-hidden rounded-2xl border border-brand-100 bg-white">
        <PageHeading
          crumbs={[
            { href: "/mentors", label: "منتورها" },
            { href: mentor.url, label: mentor.name },
          ]}
          title={mentor.name}
          lead={mentor.company ? `${mentor.title} در ${mentor.company}` : mentor.title}
        />
        <div className="grid gap-8 px-4 py-8 md:grid-cols-[minmax(0,1fr)_18rem] md:px-6">
          <article aria-label="درباره منتور">
            <p className="mb-4 inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800">
              {mentor.category.name}
            </p>
            <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
              <Picture
                src={mentor.avatar}
                alt={mentor.avatar_alt ?? `تصویر ${mentor.name}`}
                width={160}
                height={160}
                className="size-40 shrink-0 rounded-full"
              />
              <DetailSection id="about" title={`درباره ${mentor.name}`} className="min-w-0" text={mentor.bio} />
            </div>
            <TextListSection id="topics" title="موضوع‌های مشاوره" items={mentor.topics} look="tags" />
          </article>
          <dl aria-label="خلاصه منتور" className="grid content-start gap-4 rounded-2xl border border-brand-100 p-4">
            <Fact label="سمت" more={mentor.company && <dd className="mt-1 text-sm text-muted">{mentor.company}</dd>}>
              {mentor.title}
            </Fact>
            <Fact label="سابقه کار">{toPersianDigits(mentor.years_of_experience)} سال</Fact>
            <Fact label="هزینه هر جلسه" look="price">
              {formatToman(mentor.session_price_toman * 10, { freeLabel: true })}
            </Fact>
            {mentor.sessions_count > 0 && (
              <Fact label="جلسه‌های برگزارشده">{formatNumberFa(mentor.sessions_count)} جلسه</Fact>
            )}
            {mentor.linkedin && (
              <Fact label="لینکدین" look="plain">
                <a
                  href={mentor.linkedin}
                  target="_blank"
                  rel="noopener noreferrer"
                  dir="ltr"
                  className="text-sm font-bold break-all text-brand-700 underline underline-offset-4"
                >
                  {mentor.linkedin.replace(/^https:\/\/(www\.)?/, "")}
                </a>
              </Fact>
            )}
          </dl>
        </div>
      </div>
    </div>
  );
}
