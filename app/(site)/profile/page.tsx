import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { requireIdentity } from "@/render/auth";
import { formatJalaliDate } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "حساب کاربری" };

async function ProfilePage() {
  const identity = await requireIdentity("/profile");
  const rows: Array<[string, string | null, boolean?]> = [
    ["نام و نام خانوادگی", identity.full_name],
    ["شماره موبایل", toPersianDigits(identity.mobile), true],
    ["کد ملی", identity.national_code ? toPersianDigits(identity.national_code) : null, true],
    ["تاریخ تولد", identity.birthday ? formatJalaliDate(`${identity.birthday}T12:00:00Z`) : null],
    ["ایمیل", identity.email, true],
  ];
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-black">سلام{identity.first_name ? ` ${identity.first_name}` : ""}، خوش آمدید</h1>
      {!identity.is_complete && (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 md:flex-row md:items-center md:justify-between">
          <p className="leading-7 text-amber-950">
            اطلاعات حساب شما کامل نیست. برای ثبت درخواست‌ها، نام، کد ملی، تاریخ تولد و ایمیل خود را وارد کنید.
          </p>
          <Link
            href="/profile/complete-info"
            className="shrink-0 rounded-xl bg-amber-800 px-4 py-2 font-bold text-white hover:bg-amber-900"
          >
            تکمیل اطلاعات
          </Link>
        </div>
      )}
      <section aria-labelledby="identity-title" className="rounded-2xl border border-brand-100 p-5">
        <div className="flex items-center justify-between gap-3">
          <h2 id="identity-title" className="text-lg font-extrabold">
            اطلاعات من
          </h2>
          <Link href="/profile/edit-profile" className="text-sm font-bold text-brand-700 underline underline-offset-4">
            ویرایش
          </Link>
        </div>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {rows.map(([label, value, ltr]) => (
            <div key={label}>
              <dt className="text-sm text-muted">{label}</dt>
              <dd
                className="mt-1 font-bold"
                dir={ltr && value ? "ltr" : undefined}
                style={ltr && value ? { textAlign: "end" } : undefined}
              >
                {value ?? <span className="font-normal text-muted">ثبت نشده</span>}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title" className="sr-only">
          دسترسی سریع
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[
            ["/profile/orders", "درخواست‌های من", "وضعیت رزروها و درخواست‌هایی که فرستاده‌اید"],
            ["/reservation", "رزرو فضای کار", "درخواست تازه برای میز یا اتاق"],
            ["/events", "رویدادهای پیش رو", "ثبت‌نام در کارگاه‌ها و میت‌آپ‌ها"],
          ].map(([href, title, text]) => (
            <li key={href}>
              <Link
                href={href!}
                className="block h-full rounded-2xl border border-brand-100 p-5 hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="font-bold">{title}</span>
                <span className="mt-1 block text-sm leading-6 text-muted">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export default visitorPage(ProfilePage);
