import { Link } from "@/components/navigation/link";

/** The way out when no answer fits: ask the team. */
export function FaqHelp() {
  return (
    <section aria-labelledby="faq-help-title" className="mt-12 flex flex-col gap-4 rounded-2xl bg-brand-50 p-6 md:flex-row md:items-center md:justify-between">
      <div>
        <h2 id="faq-help-title" className="text-lg font-extrabold">
          پاسخ پرسشتان را پیدا نکردید؟
        </h2>
        <p className="mt-1 leading-7 text-muted">پیام بدهید؛ همکاران ما در ساعات کاری پاسخ می‌دهند. برای پیگیری درخواستی که فرستاده‌اید، کد پیگیری آن را داشته باشید.</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-3">
        <Link href="/contact-us" className="rounded-xl bg-brand-700 px-5 py-2.5 text-center font-bold text-white hover:bg-brand-800">
          تماس با ما
        </Link>
        <Link href="/track" className="rounded-xl border border-brand-300 bg-white px-5 py-2.5 text-center font-bold text-brand-800 hover:bg-brand-50">
          پیگیری درخواست
        </Link>
      </div>
    </section>
  );
}
