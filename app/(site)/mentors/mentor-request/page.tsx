import type { Metadata } from "next";
import { RequestPage } from "@/components/layout/request-page";
import { MentorAdviceForm } from "@/components/mentors/mentor-advice-form";
import { mentorsApi } from "@/lib/api/resources/mentors";
import { publicServerApi } from "@/render/api";
import { pageMetadata } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";
import { categoryChoices } from "@/render/category-choices";

export const metadata: Metadata = pageMetadata({
  title: "درخواست جلسه منتورینگ یا مشاوره",
  description:
    "درخواست جلسه منتورینگ یا مشاوره تخصصی با منتورهای آوینوکس در کرمان: موضوع و چالش کسب‌وکارتان را بنویسید تا منتور مناسب را پیشنهاد کنیم.",
  path: "/mentors/mentor-request",
});

async function MentorAdvicePage() {
  const client = publicServerApi();
  const [categories, mentors] = await Promise.all([
    mentorsApi.categories(client, { page: true }),
    mentorsApi.list(client, { sort: "name", "per-page": 50 }, { page: true }),
  ]);
  return (
    <RequestPage
      trail={[{ href: "/mentors", label: "منتورها" }]}
      path="/mentors/mentor-request"
      crumb="درخواست جلسه"
      title="درخواست جلسه منتورینگ یا مشاوره"
      lead="موضوع و چالش خود را بنویسید. اگر منتور خاصی در نظر دارید انتخابش کنید؛ وگرنه تیم آوینوکس مناسب‌ترین منتور را پیشنهاد می‌دهد."
      formTitle="فرم درخواست جلسه"
    >
      <MentorAdviceForm
        categories={categoryChoices(categories)}
        mentors={mentors.items.map(({ id, name, title }) => ({ id, name, title }))}
      />
    </RequestPage>
  );
}

export default sharedPage(MentorAdvicePage);
