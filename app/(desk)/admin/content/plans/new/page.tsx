import type { Metadata } from "next";
import { PlanForm } from "@/components/desk/content/plan-form";
import { authServerApi } from "@/render/api";
import { DESK_KINDS } from "../../desk-kinds";
import { newContentPage } from "../../item-pages";
import { loadPlanChoices } from "../plan-choices";

export const metadata: Metadata = { title: "پلن تازه" };

// A new workspace plan, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default newContentPage({
  kind: DESK_KINDS.plans,
  lead: "پلن پیش‌نویس ذخیره می‌شود و تا انتشار نه در صفحه فضاهای کار دیده می‌شود نه در فرم رزرو.",
  form: async () => <PlanForm {...await loadPlanChoices(await authServerApi())} />,
});
