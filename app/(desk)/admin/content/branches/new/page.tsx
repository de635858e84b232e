import type { Metadata } from "next";
import { BranchForm } from "@/components/desk/content/branch-form";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { contentBranchesPath } from "@/lib/api/resources/desk-content";
import { requireStaff } from "@/render/staff";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "شعبه تازه" };

// A new workspace branch, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default async function NewBranchPage() {
  await requireStaff(`${contentBranchesPath}/new`, editsContent);
  return (
    <div className="grid max-w-4xl gap-6">
      <ContentHeading
        back={{ href: contentBranchesPath, label: "همه شعبه‌ها" }}
        title="شعبه تازه"
        lead="شعبه پیش‌نویس ذخیره می‌شود و تا انتشار، خودش و فضاها و پلن‌هایش نه در صفحه فضاهای کار دیده می‌شوند نه در فرم رزرو."
      />
      <BranchForm />
    </div>
  );
}
