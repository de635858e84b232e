import type { Metadata } from "next";
import { BranchCalendar } from "@/components/desk/content/branch-calendar";
import { deskCalendarApi, deskCalendarPath } from "@/lib/api/resources/desk-calendar";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { tehranToday } from "@/shared/format/date";
import { editsContent } from "../content-access";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "تقویم رزرو" };

// The reservation calendar (editors and admins): each branch's days off and closed days, and its
// plans' daily capacity, as the reservation form's date picker shows them.
async function ReservationCalendarPage() {
  await requireStaff(deskCalendarPath, editsContent);
  const branches = await deskCalendarApi.branches(await authServerApi(), { page: true });
  const today = tehranToday();
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-black">تقویم رزرو</h1>
        <p className="mt-1 text-muted">
          روزهایی که شعبه‌ها بسته‌اند و ظرفیت روزانه هر پلن؛ فرم رزرو همین روزها را غیرفعال نشان می‌دهد و درخواست آن‌ها
          را نمی‌پذیرد.
        </p>
      </div>
      {branches.map((branch) => (
        <BranchCalendar key={branch.id} branch={branch} today={today} />
      ))}
    </div>
  );
}

export default visitorPage(ReservationCalendarPage);
