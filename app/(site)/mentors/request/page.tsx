import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { AfterSendPanel, RequestPage } from "@/components/layout/request-page";
import { MentorRequestForm } from "@/components/mentors/mentor-request-form";
import { mentorsApi } from "@/lib/api/resources/mentors";
import { publicServerApi } from "@/render/api";
import { pageMetadata } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";
import { categoryChoices } from "@/render/category-choices";

export const metadata: Metadata = pageMetadata({
  title: "درخواست منتور",
  description:
    "درخواست منتور برای تیم و استارتاپ شما در آوینوکس کرمان: نیازتان را بنویسید تا تیم آوینوکس منتور مناسب را پیدا کند و با شما تماس بگیرد.",
  path: "/mentors/request",
});

const STEPS = [
  "کد پیگیری برایتان پیامک می‌شود و روند بررسی را در صفحه پیگیری می‌بینید.",
  "تیم آوینوکس نیاز شما را می‌خواند و منتوری از همان حوزه پیدا می‌کند.",
  "برای معرفی منتور و هماهنگی زمان جلسه‌ها با شما تماس می‌گیریم.",
];

async function MentorRequestPage() {
  const categories = await mentorsApi.categories(publicServerApi(), { page: true });
  return (
    <RequestPage
      trail={[{ href: "/mentors", label: "منتورها" }]}
      path="/mentors/request"
      title="درخواست منتور"
      lead="تیم و نیازتان را معرفی کنید. تیم آوینوکس از میان منتورها مناسب‌ترین فرد را برای شما پیدا می‌کند و برای هماهنگی با شما تماس می‌گیرد."
      formTitle="فرم درخواست منتور"
      aside={
        <AfterSendPanel title="پس از ارسال درخواست" steps={STEPS}>
          <p className="mt-4 text-sm leading-7">
            منتور خاصی را در نظر دارید؟{" "}
            <Link href="/mentors/mentor-request" className="font-bold text-brand-700 underline underline-offset-4">
              درخواست جلسه منتورینگ یا مشاوره
            </Link>
          </p>
        </AfterSendPanel>
      }
    >
      <MentorRequestForm categories={categoryChoices(categories)} />
    </RequestPage>
  );
}

export default sharedPage(MentorRequestPage);
