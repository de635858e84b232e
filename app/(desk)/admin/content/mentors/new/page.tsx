import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { MentorForm } from "@/components/desk/content/mentor-form";
import { contentMentorsPath } from "@/lib/api/resources/desk-content";
import { mentorsApi } from "@/lib/api/resources/mentors";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "منتور تازه" };

// A new mentor's profile, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default async function NewMentorPage() {
  await requireStaff(`${contentMentorsPath}/new`, editsContent);
  const categories = await mentorsApi.categories(await authServerApi(), { page: true });
  return (
    <div className="grid max-w-4xl gap-6">
      <ContentHeading
        back={{ href: contentMentorsPath, label: "همه منتورها" }}
        title="منتور تازه"
        lead="نمایه پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود."
      />
      <MentorForm categories={categories.map(({ id, name }) => ({ id, name }))} />
    </div>
  );
}
