import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { PageHeading } from "@/components/catalog/page-heading";
import { MentorRequestForm } from "@/components/mentors/mentor-request-form";
import { mentorsApi } from "@/lib/api/resources/mentors";
import { publicServerApi } from "@/lib/api/server";
import { pageMetadata } from "@/lib/seo";

export const dynamic = "force-dynamic";

export const metadata: Metadata = pageMetadata({
  title: "درخواست منتور",
  description: "درخواست منتور برای تیم و استارتاپ شما در آوینوکس کرمان: نیازتان را بنویسید تا تیم آوینوکس منتور مناسب را پیدا کند و با شما تماس بگیرد.",
  path: "/mentors/request",
});

export default async function MentorRequestPage() {
  const categories = await mentorsApi.categories(publicServerApi(), { page: true });
  return (
    <>
      <PageHeading
        crumbs={[
          { href: "/mentors", label: "منتورها" },
          { href: "/mentors/request", label: "درخواست منتور" },
        ]}
        title="درخواست منتور"
        lead="تیم و نیازتان را معرفی کنید. تیم آوینوکس از میان منتورها مناسب‌ترین فرد را برای شما پیدا می‌کند و برای هماهنگی با شما تماس می‌گیرد."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="form-title" className="min-w-0">
          <h2 id="form-title" className="mb-5 text-xl font-extrabold">
            فرم درخواست منتور
          </h2>
          <MentorRequestForm categories={categories.map(({ id, name }) => ({ id, name }))} />
        </section>
        <aside aria-labelledby="how-title" className="order-first rounded-2xl bg-surface p-5 lg:order-last lg:self-start">
          <h2 id="how-title" className="text-lg font-extrabold">
            پس از ارسال درخواست
          </h2>
          <ol className="mt-4 grid list-persian gap-3 ps-5 text-sm leading-7">
            <li>کد پیگیری برایتان پیامک می‌شود و روند بررسی را در صفحه پیگیری می‌بینید.</li>
            <li>تیم آوینوکس نیاز شما را می‌خواند و منتوری از همان حوزه پیدا می‌کند.</li>
            <li>برای معرفی منتور و هماهنگی زمان جلسه‌ها با شما تماس می‌گیریم.</li>
          </ol>
          <p className="mt-4 text-sm leading-7">
            منتور خاصی را در نظر دارید؟{" "}
            <Link href="/mentors/mentor-request" className="font-bold text-brand-700 underline underline-offset-4">
              درخواست جلسه منتورینگ یا مشاوره
            </Link>
          </p>
        </aside>
      </div>
    </>
  );
}
