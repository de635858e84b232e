import type { Metadata } from "next";
import { PageHeading } from "@/components/catalog/page-heading";
import { IdeaForm } from "@/components/idea/idea-form";
import { ReviewNotice } from "@/components/requests/review-notice";
import { pageMetadata } from "@/lib/seo";

// The step lives in the URL (?step=idea): rendered on the server for the step asked for.
export const dynamic = "force-dynamic";

export const metadata: Metadata = pageMetadata({
  title: "ثبت ایده",
  description: "ایده یا استارتاپ خود را برای برنامه‌های پیش‌رشد، رشد، شتاب‌دهی، جذب سرمایه یا مشاوره آوینوکس کرمان ثبت کنید.",
  path: "/submit-idea",
});

export default function SubmitIdeaPage() {
  return (
    <>
      <PageHeading
        crumbs={[{ href: "/submit-idea", label: "ثبت ایده" }]}
        title="ثبت ایده"
        lead="از ایده روی کاغذ تا استارتاپی که دنبال سرمایه است: برنامه مناسب را انتخاب کنید و در چند مرحله کوتاه ایده‌تان را معرفی کنید."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <IdeaForm />
        </div>
        <aside aria-labelledby="idea-help-title" className="grid gap-4 lg:self-start">
          <div className="rounded-2xl bg-surface p-5">
            <h2 id="idea-help-title" className="text-lg font-extrabold">
              پیش از شروع
            </h2>
            <ul className="mt-3 grid list-disc gap-2 ps-5 text-sm leading-7 marker:text-brand-700">
              <li>پنج مرحله کوتاه است؛ پاسخ‌ها در همین مرورگر ذخیره می‌شوند و می‌توانید بعداً ادامه دهید.</li>
              <li>فایل ارائه (PDF یا pptx تا ۱۰ مگابایت) و لینک وب‌سایت اختیاری‌اند.</li>
              <li>پس از ثبت، کد پیگیری برایتان پیامک می‌شود.</li>
            </ul>
          </div>
          <ReviewNotice />
        </aside>
      </div>
    </>
  );
}
