import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SHOWN_STATES } from "@/components/desk/content/content-state";
import { Link } from "@/components/navigation/link";
import { deskCalendarPath } from "@/lib/api/resources/desk-calendar";
import { deskSitePath } from "@/lib/api/resources/desk-site";
import { contentCountsApi } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { hrefWith } from "@/lib/catalog/search-params";
import { formatNumberFa } from "@/shared/format/number";
import { editsContent } from "./content-access";
import { DESK_KINDS, type DeskKindPlace } from "./desk-kinds";
import { COUNTED_STATES, type StateCounts } from "./status-counts";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "محتوا" };

type KindProps = { id: string; kind: DeskKindPlace; counts: StateCounts };

/** One kind of content: its list, a new item, and how many items each state holds (each opening its list). */
function KindCard({ id, kind: { path, words, lead }, counts }: KindProps) {
  return (
    <section
      aria-labelledby={`kind-${id}-title`}
      className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-4 md:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`kind-${id}-title`} className="text-lg font-extrabold">
          <Link href={path} className="rounded text-brand-800 underline underline-offset-4 hover:text-brand-950">
            {words.plural}
          </Link>
        </h2>
        <Link
          href={`${path}/new`}
          className="rounded-xl bg-brand-700 px-4 py-2 text-sm font-bold text-white hover:bg-brand-800"
        >
          {words.newItem}
        </Link>
      </div>
      {lead && <p className="text-sm leading-6 text-muted">{lead}</p>}
      <ul aria-label={`${words.plural} به تفکیک وضعیت`} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
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
        روی هم {formatNumberFa(counts.all)} {words.one}؛ منتشرشده‌ها زمان‌بندی‌شده‌ها را هم می‌شمارند.
      </p>
    </section>
  );
}

/** A page of the desk's content that is not a kind of items (the calendar, the site's settings). */
function ToolCard({ id, href, title, children }: { id: string; href: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`kind-${id}-title`}
      className="grid gap-3 rounded-2xl border border-brand-100 bg-white p-4 md:p-5"
    >
      <h2 id={`kind-${id}-title`} className="text-lg font-extrabold">
        <Link href={href} className="rounded text-brand-800 underline underline-offset-4 hover:text-brand-950">
          {title}
        </Link>
      </h2>
      <p className="text-sm leading-6 text-muted">{children}</p>
    </section>
  );
}

// The content desk's home (editors and admins): each kind of content the desk edits, with how many
// items each state holds, each count opening its list.
async function ContentHome() {
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
        {(Object.entries(DESK_KINDS) as Array<[keyof typeof DESK_KINDS, DeskKindPlace]>).map(([name, kind]) => (
          <li key={name}>
            {/* The card's id: the kind's name as its address spells it (job_units: job-units). */}
            <KindCard id={name.replace("_", "-")} kind={kind} counts={counts[name]} />
          </li>
        ))}
        <li>
          <ToolCard id="calendar" href={deskCalendarPath} title="تقویم رزرو">
            تعطیلی هفتگی و روزهای تعطیل هر شعبه، و ظرفیت روزانه پلن‌ها که فرم رزرو با آن روزهای پر را نشان می‌دهد.
          </ToolCard>
        </li>
        <li>
          <ToolCard id="site" href={deskSitePath} title="تنظیمات سایت">
            راه‌های تماس و شبکه‌های اجتماعی پانویس و صفحه تماس، آمار آوینوکس و کارت‌ها و مرحله‌های صفحه اصلی.
          </ToolCard>
        </li>
      </ul>
    </div>
  );
}

export default visitorPage(ContentHome);
