import type { Metadata } from "next";
import { RequestPage } from "@/components/layout/request-page";
import { SidePanel } from "@/components/layout/side-panel";
import { IdeaForm } from "@/components/idea/idea-form";
import { ReviewNotice } from "@/components/requests/review-notice";
import { pageMetadata } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";

// The step lives in the URL (?step=idea): rendered on the server for the step asked for.
export const metadata: Metadata = pageMetadata({
  title: "ثبت ایده",
  description:
    "ایده یا استارتاپ خود را برای برنامه‌های پیش‌رشد، رشد، شتاب‌دهی، جذب سرمایه یا مشاوره آوینوکس کرمان ثبت کنید.",
  path: "/submit-idea",
});

function SubmitIdeaPage() {
  return (
    <RequestPage
      path="/submit-idea"
      title="ثبت ایده"
      lead="از ایده روی کاغذ تا استارتاپی که دنبال سرمایه است: برنامه مناسب را انتخاب کنید و در چند مرحله کوتاه ایده‌تان را معرفی کنید."
      aside={
        <SidePanel id="idea-help-title" title="پیش از شروع" first={false} after={<ReviewNotice />}>
          <ul className="mt-3 grid list-disc gap-2 ps-5 text-sm leading-7 marker:text-brand-700">
            <li>پنج مرحله کوتاه است؛ پاسخ‌ها در همین مرورگر ذخیره می‌شوند و می‌توانید بعداً ادامه دهید.</li>
            <li>فایل ارائه (PDF یا pptx تا ۱۰ مگابایت) و لینک وب‌سایت اختیاری‌اند.</li>
            <li>پس از ثبت، کد پیگیری برایتان پیامک می‌شود.</li>
          </ul>
        </SidePanel>
      }
    >
      <IdeaForm />
    </RequestPage>
  );
}

export default sharedPage(SubmitIdeaPage);
