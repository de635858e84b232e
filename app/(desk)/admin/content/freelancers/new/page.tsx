import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { FreelancerForm } from "@/components/desk/content/freelancer-form";
import { contentFreelancersPath } from "@/lib/api/resources/desk-content";
import { freelancersApi } from "@/lib/api/resources/freelancers";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "فریلنسر تازه" };

// A new freelancer's profile, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default async function NewFreelancerPage() {
  await requireStaff(`${contentFreelancersPath}/new`, editsContent);
  const categories = await freelancersApi.categories(await authServerApi(), { page: true });
  return (
    <div className="grid max-w-4xl gap-6">
      <ContentHeading
        back={{ href: contentFreelancersPath, label: "همه فریلنسرها" }}
        title="فریلنسر تازه"
        lead="نمایه پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود."
      />
      <FreelancerForm categories={categories.map(({ id, name }) => ({ id, name }))} />
    </div>
  );
}
