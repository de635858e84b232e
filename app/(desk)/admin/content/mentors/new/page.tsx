import type { Metadata } from "next";
import { MentorForm } from "@/components/desk/content/mentor-form";
import { mentorsApi } from "@/lib/api/resources/mentors";
import { authServerApi } from "@/render/api";
import { DESK_KINDS } from "../../desk-kinds";
import { newContentPage } from "../../item-pages";
import { categoryChoices } from "@/render/category-choices";

export const metadata: Metadata = { title: "منتور تازه" };

// A new mentor's profile, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default newContentPage({
  kind: DESK_KINDS.mentors,
  lead: "نمایه پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود.",
  form: async () => {
    const categories = await mentorsApi.categories(await authServerApi(), { page: true });
    return <MentorForm categories={categoryChoices(categories)} />;
  },
});
