import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { FaqForm } from "@/components/desk/content/faq-form";
import { contentFaqPath, faqCategoriesApi } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import { editsContent } from "../../content-access";
import { idParam } from "../../id-param";

export const metadata: Metadata = { title: "پرسش تازه" };

// A new FAQ question, saved as a draft (in the category the list was showing, if any); after
// saving, the desk goes to its page (publishing, versions).
export default async function NewFaqItemPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireStaff(`${contentFaqPath}/new`, editsContent);
  const categories = await faqCategoriesApi.list(await authServerApi(), { page: true });
  const categoryId = idParam(await searchParams, "category_id");
  return (
    <div className="grid max-w-4xl gap-6">
      <ContentHeading
        back={{ href: contentFaqPath, label: "همه پرسش‌ها" }}
        title="پرسش تازه"
        lead="پرسش پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود."
      />
      <FaqForm
        categories={categories}
        categoryId={categories.some((c) => c.id === categoryId) ? categoryId : undefined}
      />
    </div>
  );
}
