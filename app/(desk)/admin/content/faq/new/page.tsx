import type { Metadata } from "next";
import { FaqForm } from "@/components/desk/content/faq-form";
import { faqCategoriesApi } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { DESK_KINDS } from "../../desk-kinds";
import { newContentPage } from "../../item-pages";
import { idParam } from "../../id-param";

export const metadata: Metadata = { title: "پرسش تازه" };

// A new FAQ question, saved as a draft (in the category the list was showing, if any); after
// saving, the desk goes to its page (publishing, versions).
export default newContentPage({
  kind: DESK_KINDS.faq,
  lead: "پرسش پیش‌نویس ذخیره می‌شود و تا انتشار فقط در میز کار دیده می‌شود.",
  form: async (searchParams) => {
    const categories = await faqCategoriesApi.list(await authServerApi(), { page: true });
    const categoryId = idParam(await searchParams, "category_id");
    return (
      <FaqForm
        categories={categories}
        categoryId={categories.some((c) => c.id === categoryId) ? categoryId : undefined}
      />
    );
  },
});
