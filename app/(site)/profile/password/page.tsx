import type { Metadata } from "next";
import { PasswordForm } from "@/components/account/password-form";
import { requireIdentity } from "@/render/auth";
import { pageMetadata } from "@/lib/seo";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = pageMetadata({
  title: "رمز عبور",
  description: "تعیین یا تغییر رمز عبور حساب آوینوکس، با رمز فعلی یا کد پیامکی.",
  path: "/profile/password",
  noindex: true,
});

async function PasswordPage() {
  const identity = await requireIdentity("/profile/password");
  return <PasswordForm hasPassword={identity.has_password} mobile={identity.mobile} />;
}

export default visitorPage(PasswordPage);
