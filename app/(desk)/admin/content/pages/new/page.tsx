import type { Metadata } from "next";
import { PageForm } from "@/components/desk/content/page-form";
import { DESK_KINDS } from "../../desk-kinds";
import { newContentPage } from "../../item-pages";

export const metadata: Metadata = { title: "صفحه تازه" };

// A new content page, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default newContentPage({
  kind: DESK_KINDS.pages,
  lead: "صفحه پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود.",
  form: () => <PageForm />,
});
