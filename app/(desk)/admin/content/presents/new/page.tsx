import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { PresentForm } from "@/components/desk/content/present-form";
import { contentPresentsPath } from "@/lib/api/resources/desk-content";
import { requireStaff } from "@/render/staff";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "پیشنهاد تازه" };

// A new present, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default async function NewPresentPage() {
  await requireStaff(`${contentPresentsPath}/new`, editsContent);
  return (
    <div className="grid max-w-4xl gap-6">
      <ContentHeading
        back={{ href: contentPresentsPath, label: "همه پیشنهادها" }}
        title="پیشنهاد تازه"
        lead="پیشنهاد پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود."
      />
      <PresentForm />
    </div>
  );
}
