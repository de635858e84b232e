import type { Metadata } from "next";
import { DeskSection } from "@/components/desk/desk-section";
import { AddStaffForm, StaffManager } from "@/components/desk/staff-manager";
import { deskApi } from "@/lib/api/resources/desk";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { formatNumberFa } from "@/shared/format/number";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "کارکنان" };

// The team (admins only; the API checks again).
async function StaffPage() {
  const me = await requireStaff("/admin/staff", (staff) => staff.can.manage_staff);
  const members = await deskApi.staff(await authServerApi(), { page: true });
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-black">کارکنان</h1>
        <p className="text-sm text-muted">{formatNumberFa(members.length)} نفر</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <DeskSection id="team" title="اعضای تیم">
          <StaffManager members={members} meId={me.id} />
        </DeskSection>
        <DeskSection id="add" title="افزودن همکار">
          <AddStaffForm />
        </DeskSection>
      </div>
    </div>
  );
}

export default visitorPage(StaffPage);
