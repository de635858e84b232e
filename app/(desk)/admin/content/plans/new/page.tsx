import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { PlanForm } from "@/components/desk/content/plan-form";
import { contentPlansPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { editsContent } from "../../content-access";
import { loadPlanChoices } from "../plan-choices";

export const metadata: Metadata = { title: "پلن تازه" };

// A new workspace plan, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default async function NewPlanPage() {
  await requireStaff(`${contentPlansPath}/new`, editsContent);
  const choices = await loadPlanChoices(await authServerApi());
  return (
    <div className="grid max-w-4xl gap-6">
      <ContentHeading
        back={{ href: contentPlansPath, label: "همه پلن‌ها" }}
        title="پلن تازه"
        lead="پلن پیش‌نویس ذخیره می‌شود و تا انتشار نه در صفحه فضاهای کار دیده می‌شود نه در فرم رزرو."
      />
      <PlanForm {...choices} />
    </div>
  );
}
