import type { Metadata } from "next";
import { FreelancerForm } from "@/components/desk/content/freelancer-form";
import { freelancersApi } from "@/lib/api/resources/freelancers";
import { authServerApi } from "@/render/api";
import { DESK_KINDS } from "../../desk-kinds";
import { newContentPage } from "../../item-pages";
import { categoryChoices } from "@/render/category-choices";

export const metadata: Metadata = { title: "فریلنسر تازه" };

// A new freelancer's profile, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default newContentPage({
  kind: DESK_KINDS.freelancers,
  lead: "نمایه پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود.",
  form: async () => {
    const categories = await freelancersApi.categories(await authServerApi(), { page: true });
    return <FreelancerForm categories={categoryChoices(categories)} />;
  },
});
