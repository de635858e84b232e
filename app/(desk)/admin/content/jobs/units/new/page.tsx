import type { Metadata } from "next";
import { JobUnitForm } from "@/components/desk/content/job-unit-form";
import { DESK_KINDS } from "../../../desk-kinds";
import { newContentPage } from "../../../item-pages";

export const metadata: Metadata = { title: "واحد تازه" };

// A new career unit, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default newContentPage({
  kind: DESK_KINDS.job_units,
  lead: "واحد پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود.",
  form: () => <JobUnitForm />,
});
