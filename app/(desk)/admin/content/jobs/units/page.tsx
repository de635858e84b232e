import type { Metadata } from "next";
import { JobUnits } from "@/components/desk/content/job-units";
import { Link } from "@/components/navigation/link";
import { contentJobsPath, contentJobUnitsPath, jobUnitsApi } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/lib/api/server";
import { requireStaff } from "@/lib/auth/staff";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "واحدهای فرصت‌های شغلی" };

// The career units in the desk: renamed, reordered, added and (when empty) removed in place.
export default async function JobUnitsPage() {
  await requireStaff(contentJobUnitsPath, editsContent);
  const units = await jobUnitsApi.list(await authServerApi(), { page: true });
  return (
    <div className="grid max-w-4xl gap-6">
      <div>
        <Link href={contentJobsPath} className="rounded text-sm font-bold text-brand-800 underline underline-offset-4">
          همه موقعیت‌ها
        </Link>
        <h1 className="mt-1 text-2xl font-black">واحدهای فرصت‌های شغلی</h1>
        <p className="mt-1 leading-7 text-muted">هر واحد در فرم درخواست همکاری و صافی فهرست فرصت‌ها دیده می‌شود. واحدی که موقعیت دارد حذف نمی‌شود.</p>
      </div>
      <JobUnits units={units} />
    </div>
  );
}
