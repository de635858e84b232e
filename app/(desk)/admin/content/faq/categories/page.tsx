import type { Metadata } from "next";
import { FaqCategories } from "@/components/desk/content/faq-categories";
import { Link } from "@/components/navigation/link";
import { contentFaqCategoriesPath, contentFaqPath, faqCategoriesApi } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { editsContent } from "../../content-access";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "دسته‌های پرسش‌ها" };

// The FAQ's categories in the desk: renamed, reordered, added and (when empty) removed in place.
async function FaqCategoriesPage() {
  await requireStaff(contentFaqCategoriesPath, editsContent);
  const categories = await faqCategoriesApi.list(await authServerApi(), { page: true });
  return (
    <div className="grid max-w-4xl gap-6">
      <div>
        <Link href={contentFaqPath} className="rounded text-sm font-bold text-brand-800 underline underline-offset-4">
          همه پرسش‌ها
        </Link>
        <h1 className="mt-1 text-2xl font-black">دسته‌های پرسش‌ها</h1>
        <p className="mt-1 leading-7 text-muted">
          هر دسته در صفحه پرسش‌های متداول وقتی دیده می‌شود که دست‌کم یک پرسش منتشرشده داشته باشد. دسته‌ای که پرسش دارد
          حذف نمی‌شود.
        </p>
      </div>
      <FaqCategories categories={categories} />
    </div>
  );
}

export default visitorPage(FaqCategoriesPage);
