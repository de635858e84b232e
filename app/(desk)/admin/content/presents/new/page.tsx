import type { Metadata } from "next";
import { PresentForm } from "@/components/desk/content/present-form";
import { DESK_KINDS } from "../../desk-kinds";
import { newContentPage } from "../../item-pages";

export const metadata: Metadata = { title: "پیشنهاد تازه" };

// A new present, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default newContentPage({
  kind: DESK_KINDS.presents,
  lead: "پیشنهاد پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود.",
  form: () => <PresentForm />,
});
