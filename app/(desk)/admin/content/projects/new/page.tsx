import type { Metadata } from "next";
import { ProjectForm } from "@/components/desk/content/project-form";
import { DESK_KINDS } from "../../desk-kinds";
import { newContentPage } from "../../item-pages";

export const metadata: Metadata = { title: "پروژه های‌تک تازه" };

// A new hi-tech project, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default newContentPage({
  kind: DESK_KINDS.projects,
  title: "پروژه های‌تک تازه",
  lead: "پروژه پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود.",
  form: () => <ProjectForm />,
});
