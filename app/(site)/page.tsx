import Link from "next/link";
import { HeroIllustration } from "@/components/home/hero-illustration";
import { OfferIcon } from "@/components/home/offer-icon";
import { toPersianDigits } from "@/lib/format/digits";
import { site } from "@/lib/site";

const offers = [
  { icon: "workspace", title: "فضای کار اشتراکی", text: "میز آزاد، میز اختصاصی، اتاق تیمی و سالن جلسه؛ ساعتی، روزانه یا ماهانه.", href: "/workspaces", cta: "دیدن فضاها و پلن‌ها" },
  { icon: "rocket", title: "شتاب‌دهی استارتاپ", text: "از پیش‌شتاب‌دهی تا جذب سرمایه، با برنامه منظم، منتور و دموِی سرمایه‌گذاران.", href: "/submit-idea", cta: "ثبت ایده" },
  { icon: "calendar", title: "رویدادها و کارگاه‌ها", text: "میت‌آپ، کارگاه آموزشی و دورهمی‌های هفتگی برای آشنایی با جامعه استارتاپی کرمان.", href: "/events", cta: "تقویم رویدادها" },
  { icon: "mentor", title: "منتورینگ و مشاوره", text: "جلسه با منتورهای باتجربه در محصول، بازاریابی، حقوقی، مالی و فنی.", href: "/mentors", cta: "پیدا کردن منتور" },
  { icon: "briefcase", title: "فرصت‌های شغلی", text: "استخدام و کارآموزی در تیم آوینوکس و استارتاپ‌های مستقر.", href: "/jobs", cta: "دیدن فرصت‌ها" },
  { icon: "chip", title: "پروژه‌های های‌تک", text: "همکاری در پروژه‌های فناورانه با دانشگاه، صنعت و تیم‌های مستقر.", href: "/projects", cta: "پروژه‌ها" },
] as const;

const programs = [
  { title: "پیش‌شتاب‌دهی", weeks: 6, text: "اعتبارسنجی ایده، شناخت مشتری و ساخت نخستین نمونه." },
  { title: "شتاب‌دهی", weeks: 12, text: "رسیدن به تناسب محصول و بازار با جلسه‌های هفتگی منتورینگ." },
  { title: "جذب سرمایه", weeks: 8, text: "آماده‌سازی پیچ‌دک، مدل مالی و معرفی به سرمایه‌گذاران." },
];

const steps = [
  { title: "درخواست را ثبت کنید", text: "فرم رزرو یا درخواست را پر کنید؛ یک کد پیگیری دریافت می‌کنید." },
  { title: "تیم اعتبارسنجی بررسی می‌کند", text: "ثبت درخواست به معنی رزرو قطعی نیست؛ تیم اعتبارسنجی آن را بررسی می‌کند." },
  { title: "با شما تماس می‌گیریم", text: "پس از تأیید، تیم ارتباط تلفنی نتیجه را اعلام و جزئیات نهایی را هماهنگ می‌کند." },
];

export default function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 md:px-6 lg:grid-cols-2 lg:py-20">
          <div>
            <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800">
              کافه نوآوری · فضای کار اشتراکی · شتاب‌دهنده
            </p>
            <h1 className="mt-5 text-3xl font-black leading-snug text-ink md:text-5xl md:leading-tight">
              جایی برای کار، یادگیری و <span className="text-brand-700">رشد ایده‌ها</span> در قلب کرمان
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-muted">{site.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href="/reservation" className="rounded-xl bg-brand-700 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-800">
                رزرو فضای کار
              </Link>
              <Link href="/submit-idea" className="rounded-xl border border-brand-300 bg-white px-6 py-3 font-bold text-brand-800 hover:bg-brand-50">
                ایده‌ام را ثبت می‌کنم
              </Link>
            </div>
          </div>
          <HeroIllustration />
        </div>
      </section>

      <section aria-labelledby="offers-title" className="mx-auto max-w-7xl px-4 py-14 md:px-6">
        <h2 id="offers-title" className="text-2xl font-extrabold md:text-3xl">
          در آوینوکس چه می‌توانید بکنید؟
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {offers.map((offer) => (
            <li key={offer.href} className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <OfferIcon name={offer.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold">{offer.title}</h3>
              <p className="mt-2 flex-1 leading-7 text-muted">{offer.text}</p>
              <Link href={offer.href} className="mt-4 inline-flex items-center gap-1 font-bold text-brand-700 hover:text-brand-900">
                {offer.cta}
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 rtl:rotate-180" fill="currentColor">
                  <path d="M7.3 4.3 13 10l-5.7 5.7-1.4-1.4L10.2 10 5.9 5.7z" />
                </svg>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="programs-title" className="bg-brand-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 md:px-6">
          <h2 id="programs-title" className="text-2xl font-extrabold md:text-3xl">
            مسیر شتاب‌دهی آوینوکس
          </h2>
          <p className="mt-3 max-w-2xl leading-8 text-brand-100">
            هر تیم با توجه به مرحله‌اش وارد یکی از برنامه‌ها می‌شود و تا رسیدن به بازار همراهی می‌شود.
          </p>
          <ol className="mt-8 grid gap-5 md:grid-cols-3">
            {programs.map((program, index) => (
              <li key={program.title} className="rounded-2xl bg-brand-900 p-6">
                <p className="text-sm font-bold text-brand-300">مرحله {toPersianDigits(index + 1)}</p>
                <h3 className="mt-2 text-xl font-bold">{program.title}</h3>
                <p className="mt-1 text-sm text-brand-200">{toPersianDigits(program.weeks)} هفته</p>
                <p className="mt-3 leading-7 text-brand-100">{program.text}</p>
              </li>
            ))}
          </ol>
          <Link href="/submit-idea" className="mt-8 inline-flex rounded-xl bg-white px-6 py-3 font-bold text-brand-900 hover:bg-brand-50">
            شروع با ثبت ایده
          </Link>
        </div>
      </section>

      <section aria-labelledby="steps-title" className="mx-auto max-w-7xl px-4 py-14 md:px-6">
        <h2 id="steps-title" className="text-2xl font-extrabold md:text-3xl">
          درخواست شما چطور بررسی می‌شود؟
        </h2>
        <ol className="mt-8 grid gap-5 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-brand-100 p-6">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-extrabold text-white">
                {toPersianDigits(index + 1)}
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 leading-7 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mx-auto max-w-7xl px-4 md:px-6">
        <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-brand-700 p-8 text-white md:flex-row md:items-center md:p-10">
          <div>
            <h2 className="text-2xl font-extrabold">فضای کار تیمتان را انتخاب کنید</h2>
            <p className="mt-2 leading-7 text-brand-50">میز آزاد، میز اختصاصی یا اتاق تیمی؛ درخواستتان را ثبت کنید تا همکاران ما با شما تماس بگیرند.</p>
          </div>
          <Link href="/reservation" className="shrink-0 rounded-xl bg-white px-6 py-3 font-bold text-brand-900 hover:bg-brand-50">
            درخواست رزرو
          </Link>
        </div>
      </section>
    </>
  );
}
