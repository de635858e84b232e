import type { Metadata } from "next";
import { ProfileCompletion } from "@/components/account/profile-completion";
import { requireIdentity } from "@/render/auth";
import { pageMetadata } from "@/lib/seo";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = pageMetadata({
  title: "تکمیل اطلاعات",
  description: "پیش از ادامه، نام، کد ملی، تاریخ تولد و ایمیل خود را کامل کنید.",
  path: "/cart/complete-profile",
  noindex: true,
});

// The same profile completion as /profile/complete-info, reached from the cart (SPEC §2).
async function CartCompleteProfilePage() {
  const identity = await requireIdentity("/cart/complete-profile");
  return (
    <ProfileCompletion
      identity={identity}
      className="mx-auto max-w-2xl px-4 py-8 md:px-6"
      lead="برای ادامه و ثبت درخواست، این اطلاعات لازم است. کد ملی و تاریخ تولد فقط برای احراز هویت استفاده می‌شوند."
    />
  );
}

export default visitorPage(CartCompleteProfilePage);
