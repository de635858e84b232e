import type { Metadata } from "next";
import { BusinessForm } from "@/components/desk/content/business-form";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { contentBusinessesPath } from "@/lib/api/resources/desk-content";
import { requireStaff } from "@/render/staff";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "کسب‌وکار تازه" };

// A new business, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default async function NewContentBusinessPage() {
  await requireStaff(`${contentBusinessesPath}/new`, editsContent);
  return (
    <div className="grid max-w-4xl gap-6">
      <ContentHeading
        back={{ href: contentBusinessesPath, label: "همه کسب‌وکارها" }}
        title="کسب‌وکار تازه"
        lead="کسب‌وکار پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود."
      />
      <BusinessForm />
    </div>
  );
}
