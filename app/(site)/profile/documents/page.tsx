import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { accountApi } from "@/lib/api/resources/account";
import { authServerApi } from "@/render/api";
import { requireIdentity } from "@/render/auth";
import { formatJalaliDate } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { formatNumberFa } from "@/shared/format/number";
import { pageMetadata } from "@/lib/seo";
import { requestNav } from "@/shared/site";
import { LineIcon } from "@/components/icons/line-icon";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = pageMetadata({
  title: "مدارک و فایل‌ها",
  description: "فایل‌هایی که همراه درخواست‌هایتان به آوینوکس فرستاده‌اید: رزومه‌ها، طرح‌ها و مدارک.",
  path: "/profile/documents",
  noindex: true,
});

/** 2_457_600 → "۲٫۳ مگابایت", 350_000 → "۳۴۲ کیلوبایت". */
function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumberFa(Math.round((bytes / (1024 * 1024)) * 10) / 10)} مگابایت`;
  if (bytes >= 1024) return `${formatNumberFa(Math.round(bytes / 1024))} کیلوبایت`;
  return `${formatNumberFa(bytes)} بایت`;
}

function FileIcon() {
  return (
    <LineIcon className="size-10 shrink-0 text-brand-600" strokeWidth="1.6">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" strokeLinejoin="round" />
      <path d="M14 3v5h5M9 13h6M9 17h4" strokeLinecap="round" strokeLinejoin="round" />
    </LineIcon>
  );
}

async function DocumentsPage() {
  await requireIdentity("/profile/documents");
  const files = await accountApi.uploads(await authServerApi(), { page: true });
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-black">مدارک و فایل‌ها</h1>
        <p className="mt-2 leading-7 text-muted">
          فایل‌هایی که همراه درخواست‌هایتان فرستاده‌اید؛ فقط خودتان و تیم بررسی آوینوکس به آن‌ها دسترسی دارید.
        </p>
      </div>
      {files.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-brand-200 px-6 py-12 text-center">
          <FileIcon />
          <h2 className="mt-4 text-lg font-bold">هنوز فایلی نفرستاده‌اید</h2>
          <p className="mt-2 max-w-md leading-7 text-muted">
            رزومه، طرح ایده یا مدارکی که همراه درخواست‌ها بفرستید، اینجا نگه داشته می‌شود.
          </p>
          <ul className="mt-5 flex flex-wrap justify-center gap-2">
            {requestNav.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="block rounded-xl border border-brand-300 px-4 py-2 text-sm font-bold text-brand-800 hover:bg-brand-50"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted">{toPersianDigits(files.length)} فایل</p>
          <ul className="grid gap-3">
            {files.map((file) => (
              <li
                key={file.id}
                className="flex flex-col gap-4 rounded-2xl border border-brand-100 p-4 sm:flex-row sm:items-center"
              >
                <FileIcon />
                <div className="min-w-0 flex-1">
                  <h2 className="truncate font-bold" title={file.name}>
                    <bdi>{file.name}</bdi>
                  </h2>
                  <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
                    <span>{fileSize(file.size)}</span>
                    <span aria-hidden="true">·</span>
                    <span>{formatJalaliDate(file.created_at)}</span>
                  </p>
                  <p className="mt-1 text-sm">
                    {file.request.kind_label}، کد پیگیری{" "}
                    <Link
                      href={`/profile/orders/${file.request.id}`}
                      className="font-mono font-bold text-brand-800 underline underline-offset-4"
                    >
                      <bdi>{file.request.tracking_code}</bdi>
                    </Link>
                  </p>
                </div>
                <a
                  href={file.url}
                  download={file.name}
                  className="shrink-0 rounded-xl border border-brand-300 px-4 py-2 text-center text-sm font-bold text-brand-800 hover:bg-brand-50"
                  aria-label={`دانلود ${file.name}`}
                >
                  دانلود
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export default visitorPage(DocumentsPage);
