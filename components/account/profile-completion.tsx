// Completing the profile before a request (SPEC §2), reached from the account (/profile/complete-info)
// and from the cart (/cart/complete-profile): the same heading and form, each with its own lead and frame.
import type { Identity } from "@/shared/types/auth";
import { ProfileEditor } from "./profile-editor";

export function ProfileCompletion({
  identity,
  lead,
  className,
}: {
  identity: Identity;
  lead: string;
  className: string;
}) {
  return (
    <div className={className}>
      <h1 className="text-2xl font-black">تکمیل اطلاعات</h1>
      <p className="mt-2 mb-6 leading-7 text-muted">{lead}</p>
      <ProfileEditor
        identity={identity}
        submitLabel="ثبت اطلاعات"
        next="/profile/success-complete-info"
        toast="اطلاعات شما تکمیل شد"
      />
    </div>
  );
}
