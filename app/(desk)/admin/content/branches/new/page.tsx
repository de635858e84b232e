import type { Metadata } from "next";
import { BranchForm } from "@/components/desk/content/branch-form";
import { DESK_KINDS } from "../../desk-kinds";
import { newContentPage } from "../../item-pages";

export const metadata: Metadata = { title: "شعبه تازه" };

// A new workspace branch, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default newContentPage({
  kind: DESK_KINDS.branches,
  lead: "شعبه پیش‌نویس ذخیره می‌شود و تا انتشار، خودش و فضاها و پلن‌هایش نه در صفحه فضاهای کار دیده می‌شوند نه در فرم رزرو.",
  form: () => <BranchForm />,
});
