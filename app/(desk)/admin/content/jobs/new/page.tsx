import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { JobForm } from "@/components/desk/content/job-form";
import { contentJobsPath, contentJobUnitsApi } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "موقعیت شغلی تازه" };

// A new job position, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default async function NewJobPositionPage() {
  await requireStaff(`${contentJobsPath}/new`, editsContent);
  const api = await authServerApi();
  const units = await contentJobUnitsApi.list(api, { "per-page": 100 }, { page: true }).then((page) => page.items);
  return (
    <div className="grid max-w-4xl gap-6">
      <ContentHeading
        back={{ href: contentJobsPath, label: "همه موقعیت‌ها" }}
        title="موقعیت شغلی تازه"
        lead="موقعیت پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود."
      />
      <JobForm units={units} />
    </div>
  );
}
