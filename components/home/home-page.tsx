import { Fragment, type ReactNode } from "react";
import { Link } from "@/components/navigation/link";
import { BusinessCard } from "@/components/businesses/business-card";
import { EventCard } from "@/components/events/event-card";
import { HeroIllustration } from "@/components/home/hero-illustration";
import { OfferIcon } from "@/components/home/offer-icon";
import { ChevronIcon } from "@/components/icons/solid-icons";
import { JobCard } from "@/components/jobs/job-card";
import { MentorCard } from "@/components/mentors/mentor-card";
import { CallToAction } from "@/components/ui/call-to-action";
import { Carousel } from "@/components/ui/carousel";
import { PlanCard } from "@/components/workspaces/plan-card";
import { businessesApi } from "@/lib/api/resources/businesses";
import { eventsApi } from "@/lib/api/resources/events";
import { jobsApi } from "@/lib/api/resources/jobs";
import { mentorsApi } from "@/lib/api/resources/mentors";
import { workspacesApi } from "@/lib/api/resources/workspaces";
import { publicServerApi } from "@/render/api";
import { toPersianDigits } from "@/shared/format/digits";
import { site } from "@/shared/site";
import { TitledSection } from "@/components/ui/titled-section";
import type { HomeSections } from "@/shared/types/site";

// The home page's content, drawn from the sections it is given (the offers, the accelerator's
// stages, a request's steps: the desk's settings) and the public API's lists: the site's home page
// gives it the published sections, the desk's preview (/admin/content/site/preview) the drafts.

/** A home section that cannot load is left out rather than failing the whole page. */
const orNothing = <T,>(promise: Promise<T>): Promise<T | undefined> => promise.catch(() => undefined);

type HomeSectionProps = {
  id: string;
  title: string;
  lead?: string;
  more?: { href: string; label: string };
};

function HomeSection({ id, title, lead, more, children }: HomeSectionProps & { children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-7xl px-4 py-12 render-when-near [--near-height:55rem] md:px-6 lg:[--near-height:40rem]"
    >
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-extrabold md:text-3xl">
            {title}
          </h2>
          {lead && <p className="mt-2 max-w-2xl leading-7 text-muted">{lead}</p>}
        </div>
        {more && (
          <Link href={more.href} className="font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/**
 * A home section over one of the API's lists, left out when the list is empty or could not load:
 * its cards in a carousel named by the section's title, or in a grid list (`grid`, its classes).
 */
function HomeListSection<T extends { id: number }>({
  list,
  grid,
  renderItem,
  ...section
}: HomeSectionProps & { list: { items: T[] } | undefined; grid?: string; renderItem: (item: T) => ReactNode }) {
  if (!list || list.items.length === 0) return null;
  return (
    <HomeSection {...section}>
      {grid ? (
        <ul className={grid}>
          {list.items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      ) : (
        <Carousel label={section.title}>
          {list.items.map((item) => (
            <Fragment key={item.id}>{renderItem(item)}</Fragment>
          ))}
        </Carousel>
      )}
    </HomeSection>
  );
}

/** `home` may still be loading: it is awaited beside the lists, not before them. */
export async function HomePageContent({ home }: { home: HomeSections | Promise<HomeSections> }) {
  const api = publicServerApi();
  const [{ offers, programs, steps }, events, plans, businesses, mentors, jobs] = await Promise.all([
    home,
    orNothing(eventsApi.list(api, { when: "upcoming", "per-page": 6 })),
    orNothing(workspacesApi.plans(api, { sort: "price", "per-page": 6, expand: "location,service" })),
    orNothing(businessesApi.list(api, { "per-page": 6, sort: "-view_count" })),
    orNothing(mentorsApi.list(api, { "per-page": 6 })),
    orNothing(jobsApi.list(api, { "per-page": 4 })),
  ]);
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 md:px-6 lg:grid-cols-2 lg:py-20">
          <div>
            <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800">
              کافه نوآوری · فضای کار اشتراکی · شتاب‌دهنده
            </p>
            <h1 className="mt-5 text-3xl leading-snug font-black text-ink md:text-5xl md:leading-tight">
              جایی برای کار، یادگیری و <span className="text-brand-700">رشد ایده‌ها</span> در قلب کرمان
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-muted">{site.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                href="/reservation"
                className="rounded-xl bg-brand-700 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-800"
              >
                رزرو فضای کار
              </Link>
              <Link
                href="/submit-idea"
                className="rounded-xl border border-brand-300 bg-white px-6 py-3 font-bold text-brand-800 hover:bg-brand-50"
              >
                ایده‌ام را ثبت می‌کنم
              </Link>
            </div>
          </div>
          <HeroIllustration />
        </div>
      </section>

      <TitledSection
        headingId="offers-title"
        title="در آوینوکس چه می‌توانید بکنید؟"
        headingClassName="text-2xl font-extrabold md:text-3xl"
        className="mx-auto max-w-7xl px-4 py-14 render-when-near [--near-height:110rem] md:px-6 md:[--near-height:60rem] lg:[--near-height:43rem]"
      >
        <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {offers.map((offer, index) => (
            <li key={index} className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <OfferIcon name={offer.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold">{offer.title}</h3>
              <p className="mt-2 flex-1 leading-7 text-muted">{offer.text}</p>
              <Link
                href={offer.href}
                className="mt-4 inline-flex items-center gap-1 font-bold text-brand-700 hover:text-brand-900"
              >
                {offer.cta}
                <ChevronIcon className="size-4 rtl:rotate-180" />
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>

      <HomeListSection
        id="events"
        title="رویدادهای پیش رو"
        lead="کارگاه‌ها، میت‌آپ‌ها و دورهمی‌های این هفته‌ها در آوینوکس."
        more={{ href: "/events", label: "همه رویدادها" }}
        list={events}
        renderItem={(event) => <EventCard event={event} />}
      />

      <HomeListSection
        id="plans"
        title="فضای کار و پلن‌ها"
        lead="از یک ساعت میز آزاد تا اتاق تیمی ماهانه؛ قیمت‌ها به تومان."
        more={{ href: "/workspaces", label: "همه فضاها و پلن‌ها" }}
        list={plans}
        grid="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
        renderItem={(plan) => (
          <PlanCard
            plan={plan}
            service={plan.service}
            place={plan.location?.name ?? ""}
            showPlace={Boolean(plan.location)}
            headingLevel={3}
          />
        )}
      />

      <section
        aria-labelledby="programs-title"
        className="bg-brand-950 text-white render-when-near [--near-height:47rem] lg:[--near-height:30rem]"
      >
        <div className="mx-auto max-w-7xl px-4 py-14 md:px-6">
          <h2 id="programs-title" className="text-2xl font-extrabold md:text-3xl">
            مسیر شتاب‌دهی آوینوکس
          </h2>
          <p className="mt-3 max-w-2xl leading-8 text-brand-100">
            هر تیم با توجه به مرحله‌اش وارد یکی از برنامه‌ها می‌شود و تا رسیدن به بازار همراهی می‌شود.
          </p>
          <ol className="mt-8 grid gap-5 md:grid-cols-3">
            {programs.map((program, index) => (
              <li key={index} className="rounded-2xl bg-brand-900 p-6">
                <p className="text-sm font-bold text-brand-300">مرحله {toPersianDigits(index + 1)}</p>
                <h3 className="mt-2 text-xl font-bold">{program.title}</h3>
                <p className="mt-1 text-sm text-brand-200">{toPersianDigits(program.weeks)} هفته</p>
                <p className="mt-3 leading-7 text-brand-100">{program.text}</p>
              </li>
            ))}
          </ol>
          <Link
            href="/submit-idea"
            className="mt-8 inline-flex rounded-xl bg-white px-6 py-3 font-bold text-brand-900 hover:bg-brand-50"
          >
            شروع با ثبت ایده
          </Link>
        </div>
      </section>

      <TitledSection
        headingId="steps-title"
        title="درخواست شما چطور بررسی می‌شود؟"
        headingClassName="text-2xl font-extrabold md:text-3xl"
        className="mx-auto max-w-7xl px-4 py-14 render-when-near [--near-height:45rem] md:px-6 lg:[--near-height:24rem]"
      >
        <ol className="mt-8 grid gap-5 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={index} className="relative rounded-2xl border border-brand-100 p-6">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-extrabold text-white">
                {toPersianDigits(index + 1)}
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 leading-7 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </TitledSection>

      <HomeListSection
        id="businesses"
        title="کسب‌وکارهای آوینوکس"
        lead="استارتاپ‌هایی که در آوینوکس ساخته شده‌اند یا رشد کرده‌اند."
        more={{ href: "/businesses", label: "همه کسب‌وکارها" }}
        list={businesses}
        renderItem={(business) => <BusinessCard business={business} />}
      />

      <HomeListSection
        id="mentors"
        title="منتورهای آوینوکس"
        lead="با کسانی مشورت کنید که این راه را رفته‌اند."
        more={{ href: "/mentors", label: "همه منتورها" }}
        list={mentors}
        renderItem={(mentor) => <MentorCard mentor={mentor} />}
      />

      <HomeListSection
        id="jobs"
        title="تازه‌ترین فرصت‌های شغلی"
        more={{ href: "/jobs", label: "همه فرصت‌ها" }}
        list={jobs}
        grid="grid gap-4 md:grid-cols-2"
        renderItem={(job) => <JobCard job={job} />}
      />

      <section className="mx-auto max-w-7xl px-4 md:px-6">
        <CallToAction
          as="div"
          tone="brand"
          title="فضای کار تیمتان را انتخاب کنید"
          text="میز آزاد، میز اختصاصی یا اتاق تیمی؛ درخواستتان را ثبت کنید تا همکاران ما با شما تماس بگیرند."
          actions={[{ href: "/reservation", label: "درخواست رزرو" }]}
        />
      </section>
    </>
  );
}
