import type { Metadata } from "next";
import { RequestPage } from "@/components/layout/request-page";
import { SidePanel } from "@/components/layout/side-panel";
import { MentorApplicationForm } from "@/components/mentors/mentor-application-form";
import { mentorsApi } from "@/lib/api/resources/mentors";
import { publicServerApi } from "@/render/api";
import { pageMetadata } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";
import { categoryChoices } from "@/render/category-choices";

export const metadata: Metadata = pageMetadata({
  title: "درخواست منتور شدن",
  description:
    "تجربه‌تان را با استارتاپ‌های شتاب‌دهنده آوینوکس در کرمان به اشتراک بگذارید: فرم درخواست پیوستن به جمع منتورها.",
  path: "/mentors/join",
});

async function MentorJoinPage() {
  const categories = await mentorsApi.categories(publicServerApi(), { page: true });
  return (
    <RequestPage
      trail={[{ href: "/mentors", label: "منتورها" }]}
      path="/mentors/join"
      title="درخواست منتور شدن"
      lead="اگر در حوزه‌ای تجربه دارید و دوست دارید به تیم‌های نوپا کمک کنید، فرم زیر را پر کنید. تیم آوینوکس درخواست را بررسی می‌کند و برای گفت‌وگو با شما تماس می‌گیرد."
      formTitle="فرم درخواست"
      aside={
        <SidePanel id="why-title" title="منتورهای آوینوکس">
          <ul className="mt-4 grid list-disc gap-3 ps-5 text-sm leading-7">
            <li>با تیم‌های شتاب‌دهی و استارتاپ‌های کرمان در جلسه‌های حضوری یا آنلاین کار می‌کنید.</li>
            <li>زمان جلسه‌ها را خودتان تعیین می‌کنید؛ از یک ساعت در ماه تا چهل ساعت.</li>
            <li>پس از تایید، صفحه معرفی شما در فهرست منتورها منتشر می‌شود.</li>
          </ul>
        </SidePanel>
      }
    >
      <MentorApplicationForm categories={categoryChoices(categories)} />
    </RequestPage>
  );
}

export default sharedPage(MentorJoinPage);
