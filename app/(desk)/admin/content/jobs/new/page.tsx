import type { Metadata } from "next";
import { JobForm } from "@/components/desk/content/job-form";
import { authServerApi } from "@/render/api";
import { DESK_KINDS } from "../../desk-kinds";
import { newContentPage } from "../../item-pages";
import { loadUnitChoices } from "../unit-choices";

export const metadata: Metadata = { title: "موقعیت شغلی تازه" };

// A new job position, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default newContentPage({
  kind: DESK_KINDS.jobs,
  title: "موقعیت شغلی تازه",
  lead: "موقعیت پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود.",
  form: async () => <JobForm units={await loadUnitChoices(await authServerApi())} />,
});
