import type { Metadata } from "next";
import { DeskDashboardView } from "@/components/desk/dashboard";
import { Link } from "@/components/navigation/link";
import { deskApi } from "@/lib/api/resources/desk";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { toPersianDigits } from "@/shared/format/digits";
import { accessLabel, reviewableKinds } from "@/shared/staff";
import type { DeskMe } from "@/shared/types/desk";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "پیشخوان" };

/** An editor's home: who they are and what the role opens, with the way to the content desk. */
function EditorHome({ me }: { me: DeskMe }) {
  return (
    <section
      aria-labelledby="role-title"
      className="grid max-w-2xl gap-4 rounded-2xl border border-brand-100 bg-white p-4 leading-8 md:p-6"
    >
      <h2 id="role-title" className="text-lg font-extrabold">
        نقش شما: {accessLabel(me)}
      </h2>
      <p>
        ویراستار محتوا متن‌ها و محتوای سایت را نگه می‌دارد. بررسی درخواست‌ها، تماس با درخواست‌دهنده‌ها، کارکنان و متن
        پیامک‌ها با کارشناسان و مدیران است و برای این نقش باز نمی‌شود.
      </p>
      <p>
        رویدادهای سایت را در بخش «محتوا» می‌سازید، ویرایش و منتشر می‌کنید. هر بخشی که برای نقش شما باز باشد در نوار
        بالای همین صفحه آمده است.
      </p>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link
          href="/admin/content"
          className="font-bold text-brand-800 underline underline-offset-4 hover:text-brand-950"
        >
          رفتن به محتوا
        </Link>
        <Link href="/" className="font-bold text-brand-800 underline underline-offset-4 hover:text-brand-950">
          بازگشت به سایت
        </Link>
      </p>
    </section>
  );
}

// The desk's home: the figures of today and this week for those who review; the role's own home
// for an editor (no 403: every member of the team has a home here).
async function DeskHome() {
  const me = await requireStaff("/admin");
  const dashboard = me.can.review ? await deskApi.dashboard(await authServerApi(), { page: true }) : undefined;
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-black">پیشخوان</h1>
        <p className="mt-1 text-muted">
          {toPersianDigits(me.name)}، خوش آمدید.
          {me.can.review && " آمار درخواست‌هایی که بررسی می‌کنید؛ هر عدد پیونددار صف همان درخواست‌ها را باز می‌کند."}
        </p>
      </div>
      {dashboard ? (
        <DeskDashboardView dashboard={dashboard} reviewsReservations={reviewableKinds(me).includes("reservation")} />
      ) : (
        <EditorHome me={me} />
      )}
    </div>
  );
}

export default visitorPage(DeskHome);
