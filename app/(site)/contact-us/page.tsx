import type { Metadata } from "next";
import { PageHeading } from "@/components/catalog/page-heading";
import { ContactForm } from "@/components/requests/contact-form";
import { siteApi } from "@/lib/api/resources/site";
import { publicServerApi } from "@/lib/api/server";
import { toPersianDigits } from "@/shared/format/digits";
import { pageMetadata } from "@/lib/seo";
import { jalaliParts } from "@/shared/format/date";

export const dynamic = "force-dynamic";

export const metadata: Metadata = pageMetadata({
  title: "تماس با ما",
  description: "نشانی، تلفن و ساعات کاری آوینوکس در کرمان، و فرم ارسال پیام به تیم ما.",
  path: "/contact-us",
});

export default async function ContactPage() {
  const { contact, social } = await siteApi.contact(publicServerApi(), { page: true });
  return (
    <>
      <PageHeading crumbs={[{ href: "/contact-us", label: "تماس با ما" }]} title="تماس با ما" lead="پرسشی دارید یا می‌خواهید با ما همکاری کنید؟ پیام بگذارید؛ همکاران ما در ساعات کاری پاسخ می‌دهند." />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="form-title">
          <h2 id="form-title" className="mb-5 text-xl font-extrabold">
            فرم تماس
          </h2>
          <ContactForm thisYear={jalaliParts(new Date()).year} />
        </section>
        {contact && (
          <aside aria-labelledby="info-title" className="order-first rounded-2xl bg-surface p-5 lg:order-last lg:self-start">
            <h2 id="info-title" className="text-lg font-extrabold">
              راه‌های ارتباطی
            </h2>
            <dl className="mt-4 grid gap-4 text-sm">
              <div>
                <dt className="text-muted">نشانی</dt>
                <dd className="mt-1 leading-7">{contact.address}</dd>
              </div>
              <div>
                <dt className="text-muted">تلفن</dt>
                <dd className="mt-1">
                  <a href={`tel:${contact.phone.replace(/-/g, "")}`} dir="ltr" className="font-bold text-brand-800">
                    {toPersianDigits(contact.phone)}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-muted">ایمیل</dt>
                <dd className="mt-1">
                  <a href={`mailto:${contact.email}`} dir="ltr" className="font-bold text-brand-800">
                    {contact.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-muted">ساعات کاری</dt>
                <dd className="mt-1">{contact.hours}</dd>
              </div>
              <div>
                <dt className="text-muted">شبکه‌های اجتماعی</dt>
                <dd className="mt-1 flex flex-wrap gap-2">
                  {social.map((s) => (
                    <a key={s.key} href={s.href} target="_blank" rel="noopener noreferrer" className="rounded-lg border border-brand-200 px-3 py-1 text-brand-800 hover:bg-brand-50">
                      {s.name}
                    </a>
                  ))}
                </dd>
              </div>
            </dl>
            <a
              href={`https://www.google.com/maps/dir/?api=1&destination=${contact.location.lat},${contact.location.lng}`}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-5 flex justify-center rounded-xl border border-brand-300 bg-white px-4 py-2.5 font-bold text-brand-800 hover:bg-brand-50"
            >
              مسیریابی تا آوینوکس
            </a>
          </aside>
        )}
      </div>
    </>
  );
}
