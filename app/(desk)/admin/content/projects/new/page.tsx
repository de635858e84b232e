import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { ProjectForm } from "@/components/desk/content/project-form";
import { contentProjectsPath } from "@/lib/api/resources/desk-content";
import { requireStaff } from "@/render/staff";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "پروژه های‌تک تازه" };

// A new hi-tech project, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default async function NewProjectPage() {
  await requireStaff(`${contentProjectsPath}/new`, editsContent);
  return (
    <div className="grid max-w-4xl gap-6">
      <ContentHeading
        back={{ href: contentProjectsPath, label: "همه پروژه‌ها" }}
        title="پروژه های‌تک تازه"
        lead="پروژه پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود."
      />
      <ProjectForm />
    </div>
  );
}
