import type { Metadata } from "next";
import { PageHeading } from "@/components/catalog/page-heading";
import { InternshipForm } from "@/components/internship/internship-form";
import { requireCompleteProfile } from "@/lib/auth/server";
import { pageMetadata } from "@/lib/seo";
import { upcomingStartMonths } from "@/validation/requests/internship";

// Signed-in only (SPEC §2, §6): the proxy sends anonymous visitors to sign in first, and this page
// checks the session itself; an incomplete profile goes to be completed.
export const dynamic = "force-dynamic";

export const metadata: Metadata = pageMetadata({
  title: "درخواست کارآموزی",
  description: "درخواست کارآموزی در تیم‌های فنی، طراحی، بازاریابی و عملیات آوینوکس کرمان: یک تا شش ماه، کنار تیم‌های استارتاپی.",
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

export default async function RequestInternshipPage() {
  const identity = await requireCompleteProfile("/request-internship");
  const name = identity.full_name ?? [identity.first_name, identity.last_name].filter(Boolean).join(" ");
  return (
    <>
      <PageHeading
        crumbs={[{ href: "/request-internship", label: "درخواست کارآموزی" }]}
        title="درخواست کارآموزی"
        lead="یک تا شش ماه کنار تیم‌های آوینوکس و استارتاپ‌های مستقر در آن کار کنید و تجربه واقعی بسازید."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="form-title">
          <h2 id="form-title" className="mb-5 text-xl font-extrabold">
            فرم درخواست کارآموزی
          </h2>
          <InternshipForm applicant={{ name: name || identity.mobile, mobile: identity.mobile }} months={startMonths()} />
        </section>
        <aside aria-labelledby="steps-title" className="order-first rounded-2xl bg-surface p-5 lg:order-last lg:self-start">
          <h2 id="steps-title" className="text-lg font-extrabold">
            پس از ارسال چه می‌شود؟
          </h2>
          <ol className="mt-4 grid list-persian gap-3 ps-5 text-sm leading-7 marker:font-bold marker:text-brand-700">
            {STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </aside>
      </div>
    </>
  );
}
