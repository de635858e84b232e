import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { AboutStats } from "@/components/about/about-stats";
import { PageHeading } from "@/components/catalog/page-heading";
import { JsonLd } from "@/components/seo/json-ld";
import { loadSiteInfo } from "@/render/site-info";
import { toPersianDigits } from "@/shared/format/digits";
import { pageMetadata } from "@/lib/seo";
import { site } from "@/shared/site";
import { absoluteUrl } from "@/render/site-url";
import { TitledSection } from "@/components/ui/titled-section";
import { sharedPage } from "@/render/page-rule";

export const metadata: Metadata = pageMetadata({
  title: "درباره ما",
  description:
    "آوینوکس، کافه نوآوری، فضای کار اشتراکی و شتاب‌دهنده استارتاپ در کرمان: داستان، ارزش‌ها، برنامه‌ها و تیم ما.",
  path: "/about-us",
});

const VALUES = [
  {
    title: "در دسترس برای همه",
    text: "از دانشجو تا بنیان‌گذار باتجربه؛ فضای کار و رویدادهای ما برای همه کسانی است که می‌خواهند چیزی بسازند.",
  },
  {
    title: "یادگیری از تجربه واقعی",
    text: "منتورهای ما خودشان کسب‌وکار ساخته‌اند و از شکست‌ها و موفقیت‌هایشان می‌گویند.",
  },
  { title: "رشد کرمان", text: "باور داریم استعدادهای کرمان لازم نیست برای ساختن محصول به شهر دیگری بروند." },
  { title: "شفافیت", text: "هر درخواست کد پیگیری دارد و نتیجه بررسی آن تلفنی به شما اعلام می‌شود." },
];

const TEAM = [
  { name: "مهندس امیر حسینی", role: "بنیان‌گذار و مدیرعامل" },
  { name: "دکتر لیلا صادقی", role: "مدیر شتاب‌دهنده" },
  { name: "محمد کرمانی", role: "مدیر فضای کار و عملیات" },
  { name: "زهرا افشار", role: "مسئول رویدادها و جامعه" },
];

async function AboutPage() {
  const info = await loadSiteInfo();
  const contact = info.contact;
  return (
    <>
      <JsonLd
        data={{
          "@type": "Organization",
          name: site.title,
          alternateName: site.brand,
          url: absoluteUrl("/"),
          logo: absoluteUrl("/icon.svg"),
          email: contact?.email,
          telephone: contact?.phone,
          address: contact
            ? {
                "@type": "PostalAddress",
                streetAddress: contact.address,
                addressLocality: contact.city,
                addressCountry: "IR",
              }
            : undefined,
          sameAs: info.social.map((s) => s.href),
        }}
      />
      <PageHeading
        crumbs={[{ href: "/about-us", label: "درباره ما" }]}
        title="درباره آوینوکس"
        lead="آوینوکس از یک کافه کوچک در کنار پارک علم و فناوری کرمان شروع شد؛ جایی که برنامه‌نویس‌ها، طراح‌ها و کارآفرین‌ها دور یک میز می‌نشستند و ایده‌هایشان را با هم می‌ساختند."
      />
      <div className="mx-auto max-w-7xl px-4 py-10 md:px-6">
        <section aria-labelledby="story-title" className="grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="story-title" className="text-2xl font-extrabold">
              داستان ما
            </h2>
            <p className="mt-4 leading-8">
              امروز آوینوکس یک کافه نوآوری، یک فضای کار اشتراکی و یک شتاب‌دهنده استارتاپ است. تیم‌ها در فضای کار ما
              مستقر می‌شوند، در رویدادها با هم آشنا می‌شوند، از منتورها کمک می‌گیرند و در برنامه‌های شتاب‌دهی تا جذب
              سرمایه پیش می‌روند.
            </p>
            <p className="mt-4 leading-8">
              آوینوکس زیر نظر یک گروه فناوری کرمانی اداره می‌شود و با دانشگاه‌ها، پارک علم و فناوری و صنایع استان همکاری
              می‌کند تا پروژه‌های های‌تک به تیم‌های توانمند محلی برسد.
            </p>
          </div>
          <div>
            <h3 className="sr-only">آوینوکس در یک نگاه</h3>
            <AboutStats stats={info.stats} />
          </div>
        </section>

        <TitledSection
          headingId="values-title"
          title="ارزش‌های ما"
          headingClassName="text-2xl font-extrabold"
          className="mt-14"
        >
          <ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((value) => (
              <li key={value.title} className="rounded-2xl border border-brand-100 p-5">
                <h3 className="font-bold">{value.title}</h3>
                <p className="mt-2 leading-7 text-muted">{value.text}</p>
              </li>
            ))}
          </ul>
        </TitledSection>

        <TitledSection
          headingId="team-title"
          title="تیم آوینوکس"
          headingClassName="text-2xl font-extrabold"
          className="mt-14"
        >
          <ul className="mt-6 grid grid-cols-2 gap-5 lg:grid-cols-4">
            {TEAM.map((member, i) => (
              <li key={member.name} className="rounded-2xl border border-brand-100 p-5 text-center">
                <span
                  aria-hidden="true"
                  className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-700 text-xl font-black text-white"
                >
                  {toPersianDigits(i + 1)}
                </span>
                <h3 className="mt-3 font-bold">{member.name}</h3>
                <p className="mt-1 text-sm text-muted">{member.role}</p>
              </li>
            ))}
          </ul>
        </TitledSection>

        {contact && (
          <TitledSection
            headingId="visit-title"
            title="به ما سر بزنید"
            headingClassName="text-2xl font-extrabold"
            className="mt-14 rounded-3xl bg-brand-950 p-8 text-white md:p-10"
          >
            <p className="mt-3 leading-8 text-brand-100">{contact.address}</p>
            <p className="mt-1 text-brand-100">ساعات کاری: {contact.hours}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link
                href="/contact-us"
                className="rounded-xl bg-white px-5 py-2.5 font-bold text-brand-900 hover:bg-brand-50"
              >
                تماس با ما
              </Link>
              <a
                href={`https://www.google.com/maps/dir/?api=1&destination=${contact.location.lat},${contact.location.lng}`}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-xl border border-brand-300 px-5 py-2.5 font-bold text-white hover:bg-brand-900"
              >
                مسیریابی
              </a>
            </div>
          </TitledSection>
        )}
      </div>
    </>
  );
}

export default sharedPage(AboutPage);
