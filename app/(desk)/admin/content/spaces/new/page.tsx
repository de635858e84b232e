import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { SpaceForm } from "@/components/desk/content/space-form";
import { contentSpacesPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { editsContent } from "../../content-access";
import { loadBranchChoices } from "../branch-choices";

export const metadata: Metadata = { title: "فضای تازه" };

// A new workspace space, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default async function NewSpacePage() {
  await requireStaff(`${contentSpacesPath}/new`, editsContent);
  const branches = await loadBranchChoices(await authServerApi());
  return (
    <div className="grid max-w-4xl gap-6">
      <ContentHeading
        back={{ href: contentSpacesPath, label: "همه فضاها" }}
        title="فضای تازه"
        lead="فضا پیش‌نویس ذخیره می‌شود و تا انتشار، خودش و پلن‌هایش نه در صفحه فضاهای کار دیده می‌شوند نه در فرم رزرو."
      />
      <SpaceForm branches={branches} />
    </div>
  );
}
