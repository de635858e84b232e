import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { requireIdentity } from "@/render/auth";
import { LineIcon } from "@/components/icons/line-icon";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "اطلاعات تکمیل شد" };

async function SuccessCompleteInfoPage() {
  const identity = await requireIdentity("/profile/success-complete-info");
  return (
    <div className="rounded-2xl border border-brand-100 p-8 text-center">
      <LineIcon viewBox="0 0 48 48" className="mx-auto size-16 text-brand-600" strokeWidth="3">
        <circle cx="24" cy="24" r="20" />
        <path d="m15 25 6 6 12-13" strokeLinecap="round" strokeLinejoin="round" />
      </LineIcon>
      <h1 className="mt-4 text-2xl font-black">
        {identity.is_complete ? "اطلاعات شما با موفقیت تکمیل شد" : "اطلاعات شما هنوز کامل نیست"}
      </h1>
      <p className="mt-2 leading-7 text-muted">
        {identity.is_complete
          ? "اکنون می‌توانید درخواست رزرو، کارآموزی و دیگر درخواست‌ها را ثبت کنید."
          : "لطفاً همه موارد خواسته‌شده را وارد کنید."}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          href={identity.is_complete ? "/reservation" : "/profile/complete-info"}
          className="rounded-xl bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800"
        >
          {identity.is_complete ? "رزرو فضای کار" : "تکمیل اطلاعات"}
        </Link>
        <Link
          href="/profile"
          className="rounded-xl border border-brand-300 px-5 py-2.5 font-bold text-brand-800 hover:bg-brand-50"
        >
          حساب کاربری
        </Link>
      </div>
    </div>
  );
}

export default visitorPage(SuccessCompleteInfoPage);
