import type { Metadata } from "next";
import { ProfileEditor } from "@/components/account/profile-editor";
import { requireIdentity } from "@/render/auth";

export const metadata: Metadata = { title: "تکمیل اطلاعات" };

export default async function CompleteInfoPage() {
  const identity = await requireIdentity("/profile/complete-info");
  return (
    <div className="max-w-2xl">
      <h1 className="text-2xl font-black">تکمیل اطلاعات</h1>
      <p className="mt-2 mb-6 leading-7 text-muted">
        برای ثبت درخواست‌ها و پیگیری آن‌ها، این اطلاعات لازم است. کد ملی و تاریخ تولد فقط برای احراز هویت استفاده
        می‌شوند.
      </p>
      <ProfileEditor
        identity={identity}
        submitLabel="ثبت اطلاعات"
        next="/profile/success-complete-info"
        toast="اطلاعات شما تکمیل شد"
      />
    </div>
  );
}
