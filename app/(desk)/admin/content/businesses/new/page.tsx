import type { Metadata } from "next";
import { BusinessForm } from "@/components/desk/content/business-form";
import { DESK_KINDS } from "../../desk-kinds";
import { newContentPage } from "../../item-pages";

export const metadata: Metadata = { title: "کسب‌وکار تازه" };

// A new business, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default newContentPage({
  kind: DESK_KINDS.businesses,
  lead: "کسب‌وکار پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود.",
  form: () => <BusinessForm />,
});
