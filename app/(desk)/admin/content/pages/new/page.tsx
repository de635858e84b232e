import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { PageForm } from "@/components/desk/content/page-form";
import { contentPagesPath } from "@/lib/api/resources/desk-content";
import { requireStaff } from "@/render/staff";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "صفحه تازه" };

// A new content page, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default async function NewContentPagePage() {
  await requireStaff(`${contentPagesPath}/new`, editsContent);
  return (
    <div className="grid max-w-4xl gap-6">
      <ContentHeading
        back={{ href: contentPagesPath, label: "همه صفحه‌ها" }}
        title="صفحه تازه"
        lead="صفحه پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود."
      />
      <PageForm />
    </div>
  );
}
