import type { Metadata } from "next";
import { SHOWN_STATES } from "@/components/desk/content/content-state";
import { Link } from "@/components/navigation/link";
import { deskCalendarPath } from "@/lib/api/resources/desk-calendar";
import { deskSitePath } from "@/lib/api/resources/desk-site";
import {
  contentBusinessesPath,
  contentCouponsPath,
  contentEventsPath,
  contentFaqPath,
  contentFreelancersPath,
  contentJobsPath,
  contentJobUnitsPath,
  contentMentorsPath,
  contentPagesPath,
  contentPlansPath,
  contentPresentsPath,
  contentProjectsPath,
  contentSpacesPath,
  contentBranchesPath,
  contentCountsApi,
} from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { hrefWith } from "@/lib/catalog/search-params";
import { formatNumberFa } from "@/shared/format/number";
import { editsContent } from "./content-access";
import { COUNTED_STATES, type StateCounts } from "./status-counts";

export const metadata: Metadata = { title: "محتوا" };

type KindProps = {
  id: string;
  path: string;
  title: string;
  newLabel: string;
  noun: string;
  counts: StateCounts;
  lead?: string;
};

/** One kind of content: its list, a new item, and how many items each state holds (each opening its list). */
function KindCard({ id, path, title, newLabel, noun, counts, lead }: KindProps) {
  return (
    <section
      aria-labelledby={`kind-${id}-title`}
      className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-4 md:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`kind-${id}-title`} className="text-lg font-extrabold">
          <Link href={path} className="rounded text-brand-800 underline underline-offset-4 hover:text-brand-950">
            {title}
          </Link>
        </h2>
        <Link
          href={`${path}/new`}
          className="rounded-xl bg-brand-700 px-4 py-2 text-sm font-bold text-white hover:bg-brand-800"
        >
          {newLabel}
        </Link>
      </div>
      {lead && <p className="text-sm leading-6 text-muted">{lead}</p>}
      <ul aria-label={`${title} به تفکیک وضعیت`} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {COUNTED_STATES.map((state) => (
          <li key={state}>
            <Link
              href={hrefWith(path, {}, { status: state })}
              className="flex flex-col rounded-xl bg-surface p-3 hover:bg-brand-50"
            >
              <span className="text-2xl font-black text-brand-800">{formatNumberFa(counts[state])}</span>
              <span className="text-sm font-bold">{SHOWN_STATES[state]}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">
        روی هم {formatNumberFa(counts.all)} {noun}؛ منتشرشده‌ها زمان‌بندی‌شده‌ها را هم می‌شمارند.
      </p>
    </section>
  );
}

// The content desk's home (editors and admins): each kind of content the desk edits, with how many
// items each state holds, each count opening its list.
export default async function ContentHome() {
  await requireStaff("/admin/content", editsContent);
  const api = await authServerApi();
  const counts = await contentCountsApi(api, { page: true });
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-black">محتوا</h1>
        <p className="mt-1 text-muted">
          ساختن، ویرایش و انتشار محتوای سایت. هر تغییر نسخه‌ای تازه می‌سازد و در گزارش فعالیت ثبت می‌شود.
        </p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        <li>
          <KindCard
            id="events"
            path={contentEventsPath}
            title="رویدادها"
            newLabel="رویداد تازه"
            noun="رویداد"
            counts={counts.events}
          />
        </li>
        <li>
          <KindCard
            id="pages"
            path={contentPagesPath}
            title="صفحه‌ها"
            newLabel="صفحه تازه"
            noun="صفحه"
            counts={counts.pages}
            lead="قوانین، شرایط رزرو و همکاری، حریم خصوصی و دیگر صفحه‌های متنی سایت."
          />
        </li>
        <li>
          <KindCard
            id="faq"
            path={contentFaqPath}
            title="پرسش‌های متداول"
            newLabel="پرسش تازه"
            noun="پرسش"
            counts={counts.faq}
            lead="پرسش‌ها و پاسخ‌های صفحه پرسش‌های متداول، در دسته‌هایشان."
          />
        </li>
        <li>
          <KindCard
            id="businesses"
            path={contentBusinessesPath}
            title="کسب‌وکارها"
            newLabel="کسب‌وکار تازه"
            noun="کسب‌وکار"
            counts={counts.businesses}
            lead="استارتاپ‌هایی که در آوینوکس ساخته شده‌اند یا رشد کرده‌اند: نشان، تصویر، معرفی و مشخصات هر یک."
          />
        </li>
        <li>
          <KindCard
            id="jobs"
            path={contentJobsPath}
            title="فرصت‌های شغلی"
            newLabel="موقعیت تازه"
            noun="موقعیت"
            counts={counts.jobs}
            lead="موقعیت‌های شغلی صفحه فرصت‌های شغلی، با شرایط، مزایا، حقوق و مهلت ارسال رزومه."
          />
        </li>
        <li>
          <KindCard
            id="job-units"
            path={contentJobUnitsPath}
            title="واحدهای فرصت‌های شغلی"
            newLabel="واحد تازه"
            noun="واحد"
            counts={counts.job_units}
            lead="واحدهایی که موقعیت‌ها زیر آن‌ها می‌آیند: صافی فهرست فرصت‌ها و گزینه‌های فرم درخواست همکاری. واحدی که در سایت نیست موقعیت‌هایش را هم پنهان می‌کند."
          />
        </li>
        <li>
          <KindCard
            id="projects"
            path={contentProjectsPath}
            title="پروژه‌های های‌تک"
            newLabel="پروژه تازه"
            noun="پروژه"
            counts={counts.projects}
            lead="پروژه‌های صنعتی که همکار می‌پذیرند: شریک صنعتی، نقش‌های مورد نیاز، فناوری‌ها، بودجه و مدت اجرا."
          />
        </li>
        <li>
          <KindCard
            id="branches"
            path={contentBranchesPath}
            title="شعبه‌ها"
            newLabel="شعبه تازه"
            noun="شعبه"
            counts={counts.branches}
            lead="شعبه‌های فضای کار: نشانی، تلفن، ساعات کاری، جای روی نقشه و روزهای تعطیل هفته؛ شعبه‌ای که در سایت نیست فضاها و پلن‌هایش را هم با خود برمی‌دارد."
          />
        </li>
        <li>
          <KindCard
            id="spaces"
            path={contentSpacesPath}
            title="فضاهای کار"
            newLabel="فضای تازه"
            noun="فضا"
            counts={counts.spaces}
            lead="سالن‌ها و اتاق‌های هر شعبه در صفحه فضاهای کار و فرم رزرو: تصویر، ظرفیت و امکانات هر یک."
          />
        </li>
        <li>
          <KindCard
            id="presents"
            path={contentPresentsPath}
            title="پیشنهادها"
            newLabel="پیشنهاد تازه"
            noun="پیشنهاد"
            counts={counts.presents}
            lead="بسته‌ها، تخفیف‌ها و هدیه‌های فضای کار: قیمت، آنچه دریافت می‌شود، شرایط و مهلت استفاده."
          />
        </li>
        <li>
          <KindCard
            id="plans"
            path={contentPlansPath}
            title="پلن‌ها و قیمت‌ها"
            newLabel="پلن تازه"
            noun="پلن"
            counts={counts.plans}
            lead="پلن‌های ساعتی، روزانه و ماهانه هر فضا با قیمت به تومان، ظرفیت و امکانات؛ همان‌ها که فرم رزرو پیشنهاد می‌دهد."
          />
        </li>
        <li>
          <KindCard
            id="coupons"
            path={contentCouponsPath}
            title="کدهای تخفیف"
            newLabel="کد تخفیف تازه"
            noun="کد تخفیف"
            counts={counts.coupons}
            lead="کدهای تخفیف فرم رزرو: درصد تخفیف، نوع‌های خدمت، بازه اعتبار و سقف دفعات استفاده؛ تنها کد منتشرشده پذیرفته می‌شود."
          />
        </li>
        <li>
          <KindCard
            id="mentors"
            path={contentMentorsPath}
            title="منتورها"
            newLabel="منتور تازه"
            noun="منتور"
            counts={counts.mentors}
            lead="نمایه منتورها در صفحه منتورها: حوزه، معرفی، موضوع‌های مشاوره، تصویر، سابقه و هزینه جلسه."
          />
        </li>
        <li>
          <KindCard
            id="freelancers"
            path={contentFreelancersPath}
            title="فریلنسرها"
            newLabel="فریلنسر تازه"
            noun="فریلنسر"
            counts={counts.freelancers}
            lead="نمایه فریلنسرها در صفحه فریلنسرها: حوزه، تخصص، مهارت‌ها، تصویر، نرخ ساعتی و شبکه‌های اجتماعی."
          />
        </li>
        <li>
          <section
            aria-labelledby="kind-calendar-title"
            className="grid gap-3 rounded-2xl border border-brand-100 bg-white p-4 md:p-5"
          >
            <h2 id="kind-calendar-title" className="text-lg font-extrabold">
              <Link
                href={deskCalendarPath}
                className="rounded text-brand-800 underline underline-offset-4 hover:text-brand-950"
              >
                تقویم رزرو
              </Link>
            </h2>
            <p className="text-sm leading-6 text-muted">
              تعطیلی هفتگی و روزهای تعطیل هر شعبه، و ظرفیت روزانه پلن‌ها که فرم رزرو با آن روزهای پر را نشان می‌دهد.
            </p>
          </section>
        </li>
        <li>
          <section
            aria-labelledby="kind-site-title"
            className="grid gap-3 rounded-2xl border border-brand-100 bg-white p-4 md:p-5"
          >
            <h2 id="kind-site-title" className="text-lg font-extrabold">
              <Link
                href={deskSitePath}
                className="rounded text-brand-800 underline underline-offset-4 hover:text-brand-950"
              >
                تنظیمات سایت
              </Link>
            </h2>
            <p className="text-sm leading-6 text-muted">
              راه‌های تماس و شبکه‌های اجتماعی پانویس و صفحه تماس، آمار آوینوکس و کارت‌ها و مرحله‌های صفحه اصلی.
            </p>
          </section>
        </li>
      </ul>
    </div>
  );
}
