import type { Metadata } from "next";
import { PageHeading } from "@/components/catalog/page-heading";
import { MentorApplicationForm } from "@/components/mentors/mentor-application-form";
import { mentorsApi } from "@/lib/api/resources/mentors";
import { publicServerApi } from "@/lib/api/server";
import { pageMetadata } from "@/lib/seo";

export const dynamic = "force-dynamic";

export const metadata: Metadata = pageMetadata({
  title: "درخواست منتور شدن",
  description: "تجربه‌تان را با استارتاپ‌های شتاب‌دهنده آوینوکس در کرمان به اشتراک بگذارید: فرم درخواست پیوستن به جمع منتورها.",
  path: "/mentors/join",
});

export default async function MentorJoinPage() {
  const categories = await mentorsApi.categories(publicServerApi(), { page: true });
  return (
    <>
      <PageHeading
        crumbs={[
          { href: "/mentors", label: "منتورها" },
          { href: "/mentors/join", label: "درخواست منتور شدن" },
        ]}
        title="درخواست منتور شدن"
        lead="اگر در حوزه‌ای تجربه دارید و دوست دارید به تیم‌های نوپا کمک کنید، فرم زیر را پر کنید. تیم آوینوکس درخواست را بررسی می‌کند و برای گفت‌وگو با شما تماس می‌گیرد."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="form-title" className="min-w-0">
          <h2 id="form-title" className="mb-5 text-xl font-extrabold">
            فرم درخواست
          </h2>
          <MentorApplicationForm categories={categories.map(({ id, name }) => ({ id, name }))} />
        </section>
        <aside aria-labelledby="why-title" className="order-first rounded-2xl bg-surface p-5 lg:order-last lg:self-start">
          <h2 id="why-title" className="text-lg font-extrabold">
            منتورهای آوینوکس
          </h2>
          <ul className="mt-4 grid list-disc gap-3 ps-5 text-sm leading-7">
            <li>با تیم‌های شتاب‌دهی و استارتاپ‌های کرمان در جلسه‌های حضوری یا آنلاین کار می‌کنید.</li>
            <li>زمان جلسه‌ها را خودتان تعیین می‌کنید؛ از یک ساعت در ماه تا چهل ساعت.</li>
            <li>پس از تایید، صفحه معرفی شما در فهرست منتورها منتشر می‌شود.</li>
          </ul>
        </aside>
      </div>
    </>
  );
}
