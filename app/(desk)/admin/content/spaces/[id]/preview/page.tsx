import type { Metadata } from "next";
import { stateSentence } from "@/components/desk/content/content-state";
import { Link } from "@/components/navigation/link";
import { LocationCard } from "@/components/workspaces/location-card";
import { contentSpacePath, contentSpacesApi, contentSpacesPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/lib/api/server";
import { requireStaff } from "@/lib/auth/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش فضا", robots: { index: false, follow: false } };

// A workspace space as /workspaces will show it under its branch, whatever its state (a draft too),
// drawn by the site's own card. Never indexed.
export default async function SpacePreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentSpacesPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const item = await contentSpacesApi.get(await authServerApi(), id, { page: true });
  const { branch_id, name, description, floor, capacity, amenities, image, image_alt } = item;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <p className="font-bold">پیش‌نمایش: فضا در صفحه فضاهای کار چنین دیده می‌شود. {stateSentence(item)}</p>
        <Link href={contentSpacePath(id)} className="rounded font-bold underline underline-offset-4">
          بازگشت به ویرایش
        </Link>
      </div>
      <section aria-labelledby="preview-branch">
        <h1 id="preview-branch" className="mb-3 text-lg font-extrabold">
          {item.branch.name}
        </h1>
        <LocationCard
          location={{ id, branch_id, name, description, floor, capacity, amenities, image, image_alt, gallery: [] }}
          headingLevel={2}
        />
      </section>
    </div>
  );
}
