import type { Metadata } from "next";
import { ProfileEditor } from "@/components/account/profile-editor";
import { requireIdentity } from "@/render/auth";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "تکمیل اطلاعات",
  description: "پیش از ادامه، نام، کد ملی، تاریخ تولد و ایمیل خود را کامل کنید.",
  path: "/cart/complete-profile",
  noindex: true,
});

// The same profile completion as /profile/complete-info, reached from the cart (SPEC §2).
export default async function CartCompleteProfilePage() {
  const identity = await requireIdentity("/cart/complete-profile");
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 md:px-6">
      <h1 className="text-2xl font-black">تکمیل اطلاعات</h1>
      <p className="mt-2 mb-6 leading-7 text-muted">
        برای ادامه و ثبت درخواست، این اطلاعات لازم است. کد ملی و تاریخ تولد فقط برای احراز هویت استفاده می‌شوند.
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
