import type { Metadata } from "next";
import { ProfileCompletion } from "@/components/account/profile-completion";
import { requireIdentity } from "@/render/auth";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "تکمیل اطلاعات" };

async function CompleteInfoPage() {
  const identity = await requireIdentity("/profile/complete-info");
  return (
    <ProfileCompletion
      identity={identity}
      className="max-w-2xl"
      lead="برای ثبت درخواست‌ها و پیگیری آن‌ها، این اطلاعات لازم است. کد ملی و تاریخ تولد فقط برای احراز هویت استفاده می‌شوند."
    />
  );
}

export default visitorPage(CompleteInfoPage);
