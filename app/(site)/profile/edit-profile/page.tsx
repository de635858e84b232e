import type { Metadata } from "next";
import { ProfileEditor } from "@/components/account/profile-editor";
import { requireIdentity } from "@/render/auth";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "ویرایش اطلاعات" };

async function EditProfilePage() {
  const identity = await requireIdentity("/profile/edit-profile");
  return (
    <div className="max-w-2xl">
      <h1 className="mb-6 text-2xl font-black">ویرایش اطلاعات</h1>
      <ProfileEditor identity={identity} submitLabel="ذخیره تغییرات" next="/profile" toast="اطلاعات شما ذخیره شد" />
    </div>
  );
}

export default visitorPage(EditProfilePage);
