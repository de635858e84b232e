import type { Metadata } from "next";
import { AfterSendPanel, RequestPage } from "@/components/layout/request-page";
import { InternshipForm } from "@/components/internship/internship-form";
import { requireCompleteProfile } from "@/render/auth";
import { pageMetadata } from "@/lib/seo";
import { upcomingStartMonths } from "@/validation/requests/internship";
import { visitorPage } from "@/render/page-rule";

// Signed-in only (SPEC §2, §6): the proxy sends anonymous visitors to sign in first, and this page
// checks the session itself; an incomplete profile goes to be completed.
export const metadata: Metadata = pageMetadata({
  title: "درخواست کارآموزی",
  description:
    "درخواست کارآموزی در تیم‌های فنی، طراحی، بازاریابی و عملیات آوینوکس کرمان: یک تا شش ماه، کنار تیم‌های استارتاپی.",
  path: "/request-internship",
});

/** The start months on offer: the six after the current one (Tehran time). */
function startMonths() {
  return upcomingStartMonths(new Date(), 6);
}

const STEPS = [
  "درخواست شما را تیم اعتبارسنجی آوینوکس بررسی می‌کند.",
  "اگر با نیاز یکی از تیم‌ها هم‌خوان باشد، برای گفت‌وگوی کوتاه با شما تماس می‌گیریم.",
  "پس از توافق، برنامه و منتور دوره کارآموزی مشخص می‌شود.",
];

async function RequestInternshipPage() {
  const identity = await requireCompleteProfile("/request-internship");
  const name = identity.full_name ?? [identity.first_name, identity.last_name].filter(Boolean).join(" ");
  return (
    <RequestPage
      path="/request-internship"
      title="درخواست کارآموزی"
      lead="یک تا شش ماه کنار تیم‌های آوینوکس و استارتاپ‌های مستقر در آن کار کنید و تجربه واقعی بسازید."
      formTitle="فرم درخواست کارآموزی"
      aside={<AfterSendPanel title="پس از ارسال چه می‌شود؟" steps={STEPS} />}
    >
      <InternshipForm applicant={{ name: name || identity.mobile, mobile: identity.mobile }} months={startMonths()} />
    </RequestPage>
  );
}

export default visitorPage(RequestInternshipPage);
