import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { RequestPage } from "@/components/layout/request-page";
import { SidePanel } from "@/components/layout/side-panel";
import { MentorAdviceForm } from "@/components/mentors/mentor-advice-form";
import { Picture } from "@/components/ui/picture";
import { entryById } from "@/components/catalog/detail-entry";
import { mentorsApi } from "@/lib/api/resources/mentors";
import { publicServerApi } from "@/render/api";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";
import { pageMetadata } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";
import { categoryChoices } from "@/render/category-choices";

type Props = { params: Promise<{ id: string }> };

// One API call per request, shared by the metadata and the page; an unknown mentor is a 404.
const loadMentor = entryById((id) => mentorsApi.byId(publicServerApi(), id, "category", { page: true }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const mentor = await loadMentor(params);
  return pageMetadata({
    title: `درخواست جلسه با ${mentor.name}`,
    description: `درخواست جلسه منتورینگ یا مشاوره تخصصی با ${mentor.name}، ${mentor.title}، در آوینوکس کرمان.`,
    path: `/mentors/${mentor.id}/mentor-request`,
    image: mentor.avatar,
    noindex: true,
  });
}

async function MentorSessionRequestPage({ params }: Props) {
  const client = publicServerApi();
  const [mentor, categories] = await Promise.all([loadMentor(params), mentorsApi.categories(client, { page: true })]);
  const role = mentor.company ? `${mentor.title} در ${mentor.company}` : mentor.title;

  return (
    <RequestPage
      trail={[
        { href: "/mentors", label: "منتورها" },
        { href: `/mentors/${mentor.id}`, label: mentor.name },
      ]}
      path={`/mentors/${mentor.id}/mentor-request`}
      crumb="درخواست جلسه"
      title={`درخواست جلسه با ${mentor.name}`}
      lead="موضوع و چالش خود را بنویسید و زمان و نحوه برگزاری دلخواهتان را انتخاب کنید؛ تیم آوینوکس برای هماهنگی جلسه با شما تماس می‌گیرد."
      formTitle="فرم درخواست جلسه"
      aside={
        <SidePanel id="mentor-title" sticky bordered>
          <div className="flex items-center gap-4">
            <Picture
              src={mentor.avatar}
              alt=""
              width={72}
              height={72}
              priority
              className="size-18 shrink-0 rounded-full"
            />
            <div className="min-w-0">
              <h2 id="mentor-title" className="text-lg font-extrabold">
                {mentor.name}
              </h2>
              <p className="mt-1 text-sm text-muted">{role}</p>
            </div>
          </div>
          <dl className="mt-5 grid gap-3 text-sm">
            {mentor.category && (
              <div className="flex justify-between gap-3">
                <dt className="text-muted">حوزه</dt>
                <dd className="font-bold">{mentor.category.name}</dd>
              </div>
            )}
            <div className="flex justify-between gap-3">
              <dt className="text-muted">سابقه کار</dt>
              <dd className="font-bold">{toPersianDigits(mentor.years_of_experience)} سال</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted">هزینه هر جلسه</dt>
              <dd data-testid="session-price" className="font-bold text-brand-800">
                {formatToman(mentor.session_price, { freeLabel: true })}
              </dd>
            </div>
          </dl>
          <Link
            href={`/mentors/${mentor.id}`}
            className="mt-5 inline-block text-sm font-bold text-brand-700 underline underline-offset-4"
          >
            دیدن صفحه {mentor.name}
          </Link>
        </SidePanel>
      }
    >
      <MentorAdviceForm
        categories={categoryChoices(categories)}
        mentor={{ id: mentor.id, name: mentor.name, category_id: mentor.category_id }}
      />
    </RequestPage>
  );
}

export default sharedPage(MentorSessionRequestPage);
