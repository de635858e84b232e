import type { Metadata } from "next";
import { stateSentence } from "@/components/desk/content/content-state";
import { Link } from "@/components/navigation/link";
import { contentJobUnitPath, contentJobUnitsApi, contentJobUnitsPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/lib/api/server";
import { requireStaff } from "@/lib/auth/staff";
import { pageIdParam } from "@/lib/route-params";
import { toPersianDigits } from "@/shared/format/digits";
import { editsContent } from "../../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش واحد", robots: { index: false, follow: false } };

// A career unit as its positions' pages show it, whatever its state (a draft too): the "about the
// unit" box with its name, description and the link to its positions. Never indexed.
export default async function JobUnitPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentJobUnitsPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const item = await contentJobUnitsApi.get(await authServerApi(), id, { page: true });
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <p className="font-bold">پیش‌نمایش: واحد در صفحه هر موقعیتش چنین دیده می‌شود. {stateSentence(item)}</p>
        <Link href={contentJobUnitPath(id)} className="rounded font-bold underline underline-offset-4">
          بازگشت به ویرایش
        </Link>
      </div>
      <section aria-labelledby="unit-title" className="rounded-2xl border border-brand-100 bg-white p-5">
        <h1 id="unit-title" className="text-lg font-extrabold">
          درباره {item.name}
        </h1>
        <p className="mt-2 leading-8 text-muted">{item.description}</p>
        <p className="mt-3 font-bold text-brand-700">
          همه فرصت‌های {item.name} ({toPersianDigits(item.open_positions_count)} موقعیت باز در سایت)
        </p>
      </section>
    </div>
  );
}
