import type { Metadata } from "next";
import { SpaceForm } from "@/components/desk/content/space-form";
import { authServerApi } from "@/render/api";
import { DESK_KINDS } from "../../desk-kinds";
import { newContentPage } from "../../item-pages";
import { loadBranchChoices } from "../branch-choices";

export const metadata: Metadata = { title: "فضای تازه" };

// A new workspace space, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default newContentPage({
  kind: DESK_KINDS.spaces,
  lead: "فضا پیش‌نویس ذخیره می‌شود و تا انتشار، خودش و پلن‌هایش نه در صفحه فضاهای کار دیده می‌شوند نه در فرم رزرو.",
  form: async () => <SpaceForm branches={await loadBranchChoices(await authServerApi())} />,
});
