import type { Metadata } from "next";
import { RequestPage } from "@/components/layout/request-page";
import { SidePanel } from "@/components/layout/side-panel";
import { Fact } from "@/components/ui/fact";
import { ContactForm } from "@/components/requests/contact-form";
import { loadSiteInfo } from "@/render/site-info";
import { toPersianDigits } from "@/shared/format/digits";
import { pageMetadata } from "@/lib/seo";
import { jalaliParts } from "@/shared/format/date";
import { sharedPage } from "@/render/page-rule";

export const metadata: Metadata = pageMetadata({
  title: "تماس با ما",
  description: "نشانی، تلفن و ساعات کاری آوینوکس در کرمان، و فرم ارسال پیام به تیم ما.",
  path: "/contact-us",
});

async function ContactPage() {
  const { contact, social } = await loadSiteInfo();
  return (
    <RequestPage
      path="/contact-us"
      title="تماس با ما"
      lead="پرسشی دارید یا می‌خواهید با ما همکاری کنید؟ پیام بگذارید؛ همکاران ما در ساعات کاری پاسخ می‌دهند."
      formTitle="فرم تماس"
      aside={
        contact && (
          <SidePanel id="info-title" title="راه‌های ارتباطی">
            <dl className="mt-4 grid gap-4 text-sm">
              <Fact label="نشانی" className="mt-1 leading-7">
                {contact.address}
              </Fact>
              <Fact label="تلفن" look="plain">
                <a href={`tel:${contact.phone.replace(/-/g, "")}`} dir="ltr" className="font-bold text-brand-800">
                  {toPersianDigits(contact.phone)}
                </a>
              </Fact>
              <Fact label="ایمیل" look="plain">
                <a href={`mailto:${contact.email}`} dir="ltr" className="font-bold text-brand-800">
                  {contact.email}
                </a>
              </Fact>
              <Fact label="ساعات کاری" look="plain">
                {contact.hours}
              </Fact>
              <Fact label="شبکه‌های اجتماعی" className="mt-1 flex flex-wrap gap-2">
                {social.map((s) => (
                  <a
                    key={s.key}
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="rounded-lg border border-brand-200 px-3 py-1 text-brand-800 hover:bg-brand-50"
                  >
                    {s.name}
                  </a>
                ))}
              </Fact>
            </dl>
            <a
              href={`https://www.google.com/maps/dir/?api=1&destination=${contact.location.lat},${contact.location.lng}`}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-5 flex justify-center rounded-xl border border-brand-300 bg-white px-4 py-2.5 font-bold text-brand-800 hover:bg-brand-50"
            >
              مسیریابی تا آوینوکس
            </a>
          </SidePanel>
        )
      }
    >
      <ContactForm thisYear={jalaliParts(new Date()).year} />
    </RequestPage>
  );
}

export default sharedPage(ContactPage);
