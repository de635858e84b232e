import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { notFound } from "next/navigation";
import { LegalInfoForm } from "@/components/account/legal-info-form";
import { accountApi } from "@/lib/api/resources/account";
import { authServerApi } from "@/render/api";
import { requireIdentity } from "@/render/auth";
import { toPersianDigits } from "@/shared/format/digits";
import { pageMetadata } from "@/lib/seo";
import { visitorPage } from "@/render/page-rule";

type Props = { params: Promise<{ old: string }> };

const NEW = "new";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { old } = await params;
  return pageMetadata({
    title: old === NEW ? "ثبت اطلاعات حقوقی" : "ویرایش اطلاعات حقوقی",
    description:
      "اطلاعات حقوقی شرکت برای ثبت درخواست‌ها از طرف کسب‌وکار: نام، شناسه ملی، شماره ثبت، کد اقتصادی، نشانی و تلفن.",
    path: `/profile/edit-legal-info/${encodeURIComponent(old)}`,
    noindex: true,
  });
}

async function EditLegalInfoPage({ params }: Props) {
  const { old } = await params;
  const id = old === NEW ? undefined : /^\d{1,9}$/.test(old) ? Number(old) : notFound();
  await requireIdentity(`/profile/edit-legal-info/${old}`);
  const api = await authServerApi();
  // Another user's id answers 404, and so does this page.
  const [current, all] = await Promise.all([
    id !== undefined ? accountApi.legalInfo(api, id, { page: true }) : null,
    accountApi.legalInfos(api, { page: true }),
  ]);
  const others = all.items.filter((item) => item.id !== id);

  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="max-w-2xl">
        <h1 className="text-2xl font-black">{current ? "ویرایش اطلاعات حقوقی" : "ثبت اطلاعات حقوقی"}</h1>
        <p className="mt-2 mb-6 leading-7 text-muted">
          اگر درخواست‌هایتان (رزرو فضای کار، همکاری یا جلسه مشاوره) از طرف یک شرکت است، اطلاعات حقوقی آن را اینجا ثبت
          کنید تا قرارداد و فاکتور به نام شرکت صادر شود.
        </p>
        <LegalInfoForm key={current?.id ?? NEW} legalInfo={current} />
      </div>
      <aside aria-labelledby="companies-title" className="self-start rounded-2xl border border-brand-100 p-5">
        <h2 id="companies-title" className="font-extrabold">
          شرکت‌های ثبت‌شده
        </h2>
        {others.length === 0 && !current ? (
          <p className="mt-3 text-sm leading-6 text-muted">هنوز اطلاعات حقوقی شرکتی را ثبت نکرده‌اید.</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {current && (
              <li aria-current="page" className="rounded-xl bg-brand-50 px-3 py-2 text-sm">
                <span className="font-bold">{current.company_name}</span>
                <span className="block text-muted">
                  شناسه ملی <bdi>{toPersianDigits(current.national_id)}</bdi>
                </span>
              </li>
            )}
            {others.map((item) => (
              <li key={item.id}>
                <Link
                  href={`/profile/edit-legal-info/${item.id}`}
                  className="block rounded-xl px-3 py-2 text-sm hover:bg-brand-50"
                >
                  <span className="font-bold">{item.company_name}</span>
                  <span className="block text-muted">
                    شناسه ملی <bdi>{toPersianDigits(item.national_id)}</bdi>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {current && (
          <Link
            href={`/profile/edit-legal-info/${NEW}`}
            className="mt-4 inline-block text-sm font-bold text-brand-800 underline underline-offset-4"
          >
            افزودن شرکت دیگر
          </Link>
        )}
      </aside>
    </div>
  );
}

export default visitorPage(EditLegalInfoPage);
