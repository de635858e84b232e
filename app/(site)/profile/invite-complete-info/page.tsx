import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { InviteLink } from "@/components/account/invite-link";
import { accountApi } from "@/lib/api/resources/account";
import { INVITE_POINTS } from "@/shared/club";
import { authServerApi } from "@/render/api";
import { requireIdentity } from "@/render/auth";
import { formatNumberFa } from "@/shared/format/number";
import { pageMetadata } from "@/lib/seo";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = pageMetadata({
  title: "دعوت از دوستان",
  description: "پیوند دعوت شخصی شما به آوینوکس؛ برای هر دوستی که با آن عضو شود امتیاز باشگاه بگیرید.",
  path: "/profile/invite-complete-info",
  noindex: true,
});

const STEPS = [
  "پیوند دعوت خود را کپی کنید یا مستقیم در پیام‌رسان بفرستید.",
  "دوستتان با همان پیوند وارد آوینوکس می‌شود و با شماره موبایلش حساب می‌سازد.",
  `به محض ساخته شدن حساب او، ${formatNumberFa(INVITE_POINTS)} امتیاز باشگاه به حساب شما اضافه می‌شود.`,
];

async function InviteCompleteInfoPage() {
  await requireIdentity("/profile/invite-complete-info");
  const invite = await accountApi.invite(await authServerApi(), { page: true });
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-black">دعوت از دوستان</h1>
        <p className="mt-2 leading-7 text-muted">
          دوستانتان را به جامعه آوینوکس دعوت کنید؛ برای هر دوستی که با پیوند شما عضو شود {formatNumberFa(INVITE_POINTS)}{" "}
          امتیاز باشگاه می‌گیرید.
        </p>
      </div>
      <section aria-label="پیوند دعوت" className="rounded-2xl border border-brand-100 p-5">
        <InviteLink url={invite.invite_url} />
        <p className="mt-3 text-sm text-muted">
          کد دعوت شما: <bdi className="font-mono font-bold text-ink">{invite.invite_code}</bdi>
        </p>
      </section>
      <section aria-labelledby="invite-stats-title">
        <h2 id="invite-stats-title" className="sr-only">
          نتیجه دعوت‌ها
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5">
            <dt className="text-sm text-muted">دوستانی که عضو شده‌اند</dt>
            <dd className="mt-1 text-3xl font-black">{formatNumberFa(invite.invited_count)}</dd>
          </div>
          <div className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5">
            <dt className="text-sm text-muted">امتیاز دریافتی از دعوت‌ها</dt>
            <dd className="mt-1 text-3xl font-black">{formatNumberFa(invite.points)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="invite-how-title" className="rounded-2xl border border-brand-100 p-5">
        <h2 id="invite-how-title" className="text-lg font-extrabold">
          دعوت چطور کار می‌کند؟
        </h2>
        <ol className="mt-3 grid list-inside list-persian gap-2 leading-7 marker:font-bold marker:text-brand-700">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-3 text-sm leading-6 text-muted">
          امتیاز فقط برای حساب‌های تازه داده می‌شود، نه برای کسانی که پیش‌تر عضو بوده‌اند یا برای دعوت از خودتان.{" "}
          <Link href="/profile/scores" className="font-bold text-brand-800 underline underline-offset-4">
            امتیازها و سطح من
          </Link>
        </p>
      </section>
    </div>
  );
}

export default visitorPage(InviteCompleteInfoPage);
