import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { JobUnitForm } from "@/components/desk/content/job-unit-form";
import { contentJobUnitsPath } from "@/lib/api/resources/desk-content";
import { requireStaff } from "@/render/staff";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "واحد تازه" };

// A new career unit, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default async function NewJobUnitPage() {
  await requireStaff(`${contentJobUnitsPath}/new`, editsContent);
  return (
    <div className="grid max-w-4xl gap-6">
      <ContentHeading
        back={{ href: contentJobUnitsPath, label: "همه واحدها" }}
        title="واحد تازه"
        lead="واحد پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود."
      />
      <JobUnitForm />
    </div>
  );
}
